// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's commands as data: each declares its arguments and options once (name, value, help,
// aliases); parsing, the usage lines and --help are made from the declaration.
#pragma once

#include "clicontext.h"

#include <string>
#include <vector>

namespace cl::cli {

class CliArgs;

struct OptionSpec
{
    const char *name; ///< "--output"
    const char *value = nullptr; ///< "OUT" for an option with a value; null for a flag
    const char *help = "";
    std::vector<const char *> aliases = {}; ///< "-o"
};

struct CommandSpec
{
    const char *name;
    const char *arguments; ///< "FILE", "[ID]", "" (shown in the usage line)
    const char *summary;
    int minPositional;
    int maxPositional;
    std::vector<OptionSpec> options;
    int (*run)(CliContext &, const CliArgs &);
    const char *details = nullptr; ///< more lines for --help (value lists, defaults)
};

/** Every command, in the order `clusterledger-cli --help` lists them. */
const std::vector<CommandSpec> &commandTable();
const CommandSpec *findCommand(const std::string &name);

/** "usage: clusterledger-cli NAME ARGS [options]" and one line per option. */
std::string usageOf(const CommandSpec &command);
/** The overview `clusterledger-cli --help` prints: one line per command, the exit codes. */
std::string overview();

/** Prints why, then the command's usage; returns ExitUsage. */
int usageFailure(CliContext &context, const CliArgs &args, const std::string &why);

} // namespace cl::cli
