// SPDX-License-Identifier: GPL-3.0-or-later
#include "appcatalog.h"

#include "catalog/catalogloader.h"

namespace cl {

namespace {
struct Loaded
{
    Catalog catalog;
    CatalogLoadReport report;
    Loaded() { catalog = CatalogLoader::loadDefault(report); }
};

const Loaded &loaded()
{
    static const Loaded instance; // thread-safe since C++11
    return instance;
}
} // namespace

const Catalog &AppCatalog::catalog()
{
    return loaded().catalog;
}

const LoadErrors &AppCatalog::loadErrors()
{
    return loaded().report.errors;
}

} // namespace cl
