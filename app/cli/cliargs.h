// SPDX-License-Identifier: GPL-3.0-or-later
// A tiny argument list for the CLI: positional arguments and --options with or without a value.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cl::cli {

/** Exit codes shared by every command (the CLI contract). */
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
    /** Parses argv after the command name. `valued` lists options that take a value. */
    CliArgs(const std::vector<std::string> &args, const std::set<std::string> &flags,
            const std::set<std::string> &valued);

    bool ok() const { return mError.empty(); }
    const std::string &error() const { return mError; }
    bool flag(const std::string &name) const { return mFlags.count(name) > 0; }
    std::optional<std::string> value(const std::string &name) const;
    const std::vector<std::string> &positional() const { return mPositional; }

private:
    std::set<std::string> mFlags;
    std::map<std::string, std::string> mValues;
    std::vector<std::string> mPositional;
    std::string mError;
};

} // namespace cl::cli
