// SPDX-License-Identifier: GPL-3.0-or-later
// bytes -> design reader -> validator -> evaluate -> writer -> reader again. Any crash or
// sanitizer report is a bug; so is a design that reads, writes, and then does not read back the
// same (the round trip the app relies on for save and autosave).
#include "engine/ledger.h"
#include "fuzzcatalog.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "validate/validator.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const cl::Catalog &catalog = fuzzCatalog();
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    auto first = cl::DesignReader::readText(text, catalog, "fuzz");
    if (!first.ok())
        return 0;
    (void)cl::validateDesign(*first.design, catalog);
    (void)cl::evaluateDesign(*first.design, catalog);
    const std::string written = cl::DesignWriter::toText(*first.design);
    auto second = cl::DesignReader::readText(written, catalog, "fuzz-rewritten");
    if (!second.ok())
        std::abort(); // the writer produced what the reader refuses
    if (cl::DesignWriter::toText(*second.design) != written)
        std::abort(); // write(read(write(x))) differs from write(x)
    return 0;
}
