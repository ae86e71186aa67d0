// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalog.h"
#include "json/jsonerror.h"

namespace cl {

/**
 * The catalog the GUI works with: loaded once at start (bundled files, then the user's folder).
 * Problems in the user's folder are kept for the UI to show; they never stop the app.
 */
class AppCatalog
{
public:
    static const Catalog &catalog();
    static const LoadErrors &loadErrors();
};

} // namespace cl
