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

#ifdef CL_EXAMPLES
#include "io/designreader.h"

/** A bundled example (resources/examples/NAME.cluster.json), read against the bundled catalog. */
inline cl::Design exampleDesign(const char *name)
{
    const cl::DesignLoadResult r = cl::DesignReader::readFile(
        std::string(CL_EXAMPLES) + "/" + name + ".cluster.json", bundledCatalog());
    if (!r.ok())
        qFatal("example %s does not load", name);
    return *r.design;
}
#endif
