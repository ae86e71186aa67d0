// SPDX-License-Identifier: GPL-3.0-or-later
// The bundled catalog, loaded once per test binary (no user folder: tests must not depend on it).
#pragma once

#include "catalog/catalogloader.h"
#include "resourcepaths.h"

#include <QtTest>

inline const cl::Catalog &bundledCatalog()
{
    static const cl::Catalog catalog = [] {
        cl::CatalogLoadReport report;
        cl::Catalog c;
        cl::CatalogLoader::loadDirectory(cl::bundledCatalogDir(), c, report, false);
        for (const auto &e : report.errors)
            qWarning("%s", e.toString().c_str());
        return c;
    }();
    return catalog;
}
