// SPDX-License-Identifier: GPL-3.0-or-later
// bytes -> a user catalog file layered over the bundled catalog (as ~/.config/.../catalog/ is).
#include "fuzzcatalog.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    cl::Catalog catalog = fuzzCatalog();
    cl::CatalogLoadReport report;
    cl::CatalogLoader::loadText(std::string_view(reinterpret_cast<const char *>(data), size),
                                "fuzz-catalog.json", catalog, report);
    return 0;
}
