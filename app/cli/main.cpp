// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli: the ledger from the command line, for scripts and CI.
#include "cliargs.h"
#include "commands.h"

#include <QLocale>

#include <exception>
#include <functional>
#include <iostream>
#include <map>

namespace {

const char *kUsage = R"(usage: clusterledger-cli COMMAND [ARGS]

commands:
  catalog [--json] [ID]       list catalog entries, or print one
  validate FILE               check a design: exit 0 valid, 1 invalid, 2 unreadable
  format FILE [-o OUT]        rewrite a design in canonical form
  estimate --gpu ID --gpus N  one training run: time, MFU, memory, bottleneck
  plan --gpu ID --gpus N      the fastest parallel layout that fits, and the runners-up
  evaluate FILE [--json]      the whole ledger of a design: training, power, network, cost
  replicate FILE --times N -o OUT   repeat every rack, its contents and their links N times
  bom FILE --csv|--json       the bill of materials with prices and totals
  report FILE -o OUT.pdf [--lang zh_CN] [--paper a4|letter]   the PDF report
  calibrate REPORT.json [--json]   a probe report to calibration profiles (stored)

exit codes: 0 ok, 1 bad input, 2 usage, 3 internal error, 4 (evaluate) the ledger was
printed but the design has error diagnostics
)";

} // namespace

int main(int argc, char **argv)
{
    using namespace cl::cli;
    // Scripts read the CLI's numbers: the C locale's (no digit grouping, a dot for decimals),
    // whatever the machine's locale is. Sentences are English: no translator is installed.
    QLocale::setDefault(QLocale::c());
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        (args.empty() ? std::cerr : std::cout) << kUsage;
        return args.empty() ? ExitUsage : ExitOk;
    }
    if (args[0] == "--version") {
        std::cout << "clusterledger-cli " << CLUSTERLEDGER_VERSION << "\n";
        return ExitOk;
    }
    const std::map<std::string, std::function<int(CliContext &, const std::vector<std::string> &)>>
        commands {{"catalog", runCatalog},     {"validate", runValidate}, {"format", runFormat},
                  {"estimate", runEstimate},   {"plan", runPlan},         {"evaluate", runEvaluate},
                  {"replicate", runReplicate}, {"bom", runBom},           {"report", runReport},
                  {"calibrate", runCalibrate}};
    auto it = commands.find(args[0]);
    if (it == commands.end()) {
        std::cerr << "unknown command \"" << args[0] << "\"\n\n" << kUsage;
        return ExitUsage;
    }
    try {
        CliContext context {{}, std::cout, std::cerr};
        if (!loadCatalog(context)) {
            std::cerr << "the hardware catalog could not be loaded\n";
            return ExitInternal;
        }
        return it->second(context, {args.begin() + 1, args.end()});
    } catch (const std::exception &e) {
        std::cerr << "internal error: " << e.what() << "\n";
        return ExitInternal;
    }
}
