// SPDX-License-Identifier: GPL-3.0-or-later
// The parsed arguments of one command: positional arguments and the options its CommandSpec
// declares (aliases folded into the option's own name).
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cl::cli {

struct CommandSpec;

/**
 * What every command exits with (README, "Using it"). ExitDesignHasErrors: the command did its
 * work (evaluate printed the whole ledger) but the design carries error diagnostics, so a script
 * that only reads the exit code does not mistake a broken plan for a good one.
 */
enum ExitCode {
    ExitOk = 0,
    ExitBadInput = 1,
    ExitUsage = 2,
    ExitInternal = 3,
    ExitDesignHasErrors = 4
};

class CliArgs
{
public:
    /** Parses argv after the command name against the command's declared options. */
    CliArgs(const std::vector<std::string> &args, const CommandSpec &command);

    bool ok() const { return mError.empty(); }
    const std::string &error() const { return mError; }
    bool flag(const std::string &name) const { return mFlags.count(name) > 0; }
    std::optional<std::string> value(const std::string &name) const;
    const std::vector<std::string> &positional() const { return mPositional; }
    const CommandSpec *command() const { return mCommand; }

private:
    const CommandSpec *mCommand = nullptr;
    std::set<std::string> mFlags;
    std::map<std::string, std::string> mValues;
    std::vector<std::string> mPositional;
    std::string mError;
};

/** An argument as it may be quoted in a message: bytes that are not UTF-8 and control
 *  characters as \\xNN, at most 80 bytes of it (a terminal shows what was typed, not noise). */
std::string printableArgument(std::string_view text);

} // namespace cl::cli
