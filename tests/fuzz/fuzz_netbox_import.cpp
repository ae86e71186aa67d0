// SPDX-License-Identifier: GPL-3.0-or-later
// bytes -> NetBox tables (racks, devices, cables, power feeds: the input split at form feeds,
// '\f', which no CSV export writes) -> a design, which must then be written and read back.
#include "fuzzcatalog.h"
#include "interchange/netboximport.h"
#include "io/designreader.h"
#include "io/designwriter.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::string_view rest(reinterpret_cast<const char *>(data), size);
    std::string tables[4];
    for (std::string &table : tables) {
        const std::size_t cut = rest.find('\f');
        table = std::string(rest.substr(0, cut));
        rest = cut == std::string_view::npos ? std::string_view() : rest.substr(cut + 1);
    }
    const cl::NetBoxImportFiles files {"fuzz", tables[0], tables[1], tables[2], tables[3]};
    const cl::NetBoxImport result = cl::importNetBox(files, fuzzCatalog());
    if (result.design) {
        // The importer's promise: what it makes, the app can save and open again.
        std::string error;
        if (!cl::DesignWriter::checkedText(*result.design, fuzzCatalog(), &error))
            std::abort();
    }
    return 0;
}
