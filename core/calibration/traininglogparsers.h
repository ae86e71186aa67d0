// SPDX-License-Identifier: GPL-3.0-or-later
// Inside readTrainingLog (traininglog.cpp): one reader per framework over the file's lines, and
// what they share. Not for use elsewhere.
#pragma once

#include "textlines.h"
#include "traininglog.h"

#include <map>
#include <string>

namespace cl::logparse {

struct Context
{
    const std::string &file;
    TrainingLog &log;
    LoadErrors &errors;
    int lastLine = 0;
    std::optional<int> rank; ///< the rank whose steps are read, once one is seen
    std::optional<int> lineRank; ///< the rank prefix of the line being read
    bool otherRanksSeen = false;
    bool duplicateWarned = false;

    bool fail(int line, std::string message);
    void warn(int line, std::string message);
    /** Adds a step in order: a repeated step is dropped, an earlier one starts the run over. */
    void add(LogIteration it);
};

/** The line without a launcher's rank prefix ("[rank0]:", "[default3]:", "0: "); the rank goes
 *  to Context::lineRank (steps are read from one rank only: Context::add). Always a value: a
 *  configuration line counts from whichever rank prints it. */
std::optional<std::string_view> ownLine(std::string_view line, Context &c);

/** "  name ........ value" (Megatron's and DeepSpeed's argument dumps) -> name, value. */
std::optional<std::pair<std::string, std::string>> dottedArgument(std::string_view line);
/** An argument's integer: nullopt for None and for what is not an integer. */
std::optional<int> intArgument(const std::map<std::string, std::string> &args, const char *name);
std::optional<bool> boolArgument(const std::map<std::string, std::string> &args, const char *name);

bool readMegatron(const std::vector<textlines::Line> &lines, Context &c);
bool readNemo(const std::vector<textlines::Line> &lines, Context &c);
bool readTorchtitan(const std::vector<textlines::Line> &lines, Context &c);
bool readDeepSpeed(const std::vector<textlines::Line> &lines, Context &c);

} // namespace cl::logparse
