// SPDX-License-Identifier: GPL-3.0-or-later
// The bundled catalog, loaded once per fuzzing process (the readers check ids against it).
#pragma once

#include "catalog/catalogloader.h"
#include "resourcepaths.h"

#include <cstdlib>

inline const cl::Catalog &fuzzCatalog()
{
    static const cl::Catalog catalog = [] {
        cl::CatalogLoadReport report;
        cl::Catalog c;
        cl::CatalogLoader::loadDirectory(cl::bundledCatalogDir(), c, report, false);
        if (!report.errors.empty() || c.gpus.empty())
            std::abort(); // the harness itself is broken: say so loudly
        return c;
    }();
    return catalog;
}
