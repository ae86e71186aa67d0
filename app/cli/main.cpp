// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli: the ledger from the command line, for scripts and CI.
#include "cliargs.h"
#include "commandregistry.h"
#include "commands.h"

#include <QLocale>

#include <algorithm>
#include <exception>
#include <iostream>

int main(int argc, char **argv)
{
    using namespace cl::cli;
    // Scripts read the CLI's numbers: the C locale's (no digit grouping, a dot for decimals),
    // whatever the machine's locale is. Sentences are English: no translator is installed.
    QLocale::setDefault(QLocale::c());
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        (args.empty() ? std::cerr : std::cout) << overview();
        return args.empty() ? ExitUsage : ExitOk;
    }
    if (args[0] == "--version") {
        std::cout << "clusterledger-cli " << CLUSTERLEDGER_VERSION << "\n";
        return ExitOk;
    }
    const CommandSpec *command = findCommand(args[0]);
    if (!command) {
        std::cerr << "unknown command \"" << args[0] << "\"\n\n" << overview();
        return ExitUsage;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (std::find(rest.begin(), rest.end(), "--help") != rest.end()) {
        std::cout << usageOf(*command);
        return ExitOk;
    }
    const CliArgs parsed(rest, *command);
    if (!parsed.ok()) {
        std::cerr << parsed.error() << "\n" << usageOf(*command);
        return ExitUsage;
    }
    try {
        CliContext context {{}, std::cout, std::cerr};
        if (!loadCatalog(context)) {
            std::cerr << "the hardware catalog could not be loaded\n";
            return ExitInternal;
        }
        return command->run(context, parsed);
    } catch (const std::exception &e) {
        std::cerr << "internal error: " << e.what() << "\n";
        return ExitInternal;
    }
}
