// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli bom FILE --csv|--json
// clusterledger-cli cables FILE --csv|--json
#include "cliargs.h"
#include "commandregistry.h"
#include "commands.h"
#include "cost/bomexport.h"
#include "cost/cableschedule.h"
#include "inputfiles.h"

#include <ostream>

namespace cl::cli {

namespace {

/** A table of the design as CSV or JSON (`--csv` or `--json`, exactly one). */
template<typename ToJson, typename ToCsv>
int printTable(CliContext &c, const CliArgs &args, ToJson toJson, ToCsv toCsv)
{
    if (args.flag("--csv") == args.flag("--json"))
        return usageFailure(c, args, "give one of --csv and --json");
    int code = ExitOk;
    const auto loaded = loadDesignFile(c, args.positional()[0], code);
    if (!loaded)
        return code;
    if (args.flag("--json"))
        c.out << toJson(*loaded->design).dump(2) << "\n";
    else
        c.out << toCsv(*loaded->design);
    return ExitOk;
}

} // namespace

int runBom(CliContext &c, const CliArgs &args)
{
    return printTable(
        c, args, [&](const Design &d) { return bomToJson(buildBom(d, c.catalog), d); },
        [&](const Design &d) { return bomToCsv(buildBom(d, c.catalog)); });
}

int runCables(CliContext &c, const CliArgs &args)
{
    return printTable(
        c, args, [&](const Design &d) { return cableScheduleJson(cableSchedule(d, c.catalog)); },
        [&](const Design &d) { return cableScheduleCsv(cableSchedule(d, c.catalog)); });
}

} // namespace cl::cli
