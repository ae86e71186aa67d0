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

int runBom(CliContext &c, const CliArgs &args)
{
    if (args.flag("--csv") == args.flag("--json"))
        return usageFailure(c, args, "give one of --csv and --json");
    int code = ExitOk;
    const auto loaded = loadDesignFile(c, args.positional()[0], code);
    if (!loaded)
        return code;
    const Design &d = *loaded->design;
    const Bom bom = buildBom(d, c.catalog);
    if (args.flag("--json"))
        c.out << bomToJson(bom, d).dump(2) << "\n";
    else
        c.out << bomToCsv(bom);
    return ExitOk;
}

int runCables(CliContext &c, const CliArgs &args)
{
    if (args.flag("--csv") == args.flag("--json"))
        return usageFailure(c, args, "give one of --csv and --json");
    int code = ExitOk;
    const auto loaded = loadDesignFile(c, args.positional()[0], code);
    if (!loaded)
        return code;
    const auto rows = cableSchedule(*loaded->design, c.catalog);
    if (args.flag("--json"))
        c.out << cableScheduleJson(rows).dump(2) << "\n";
    else
        c.out << cableScheduleCsv(rows);
    return ExitOk;
}

} // namespace cl::cli
