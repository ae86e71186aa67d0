// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli bom FILE --csv|--json
#include "cliargs.h"
#include "commands.h"
#include "cost/bomexport.h"
#include "io/designreader.h"

#include <filesystem>
#include <ostream>

namespace cl::cli {

int runBom(CliContext &c, const std::vector<std::string> &argv)
{
    CliArgs args(argv, {"--csv", "--json"}, {});
    if (!args.ok() || args.positional().size() != 1 || args.flag("--csv") == args.flag("--json")) {
        c.err << "usage: clusterledger-cli bom FILE --csv|--json\n";
        return ExitUsage;
    }
    const std::string &path = args.positional()[0];
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
        c.err << path << ": cannot read the file\n";
        return ExitUsage;
    }
    const auto loaded = DesignReader::readFile(path, c.catalog);
    if (!loaded.ok()) {
        for (const auto &e : loaded.errors)
            c.err << "error " << e.toString() << "\n";
        return ExitBadInput;
    }
    const Design &d = *loaded.design;
    const Bom bom = buildBom(d, c.catalog);
    if (args.flag("--json"))
        c.out << bomToJson(bom, d).dump(2) << "\n";
    else
        c.out << bomToCsv(bom);
    return ExitOk;
}

} // namespace cl::cli
