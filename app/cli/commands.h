// SPDX-License-Identifier: GPL-3.0-or-later
// One function per CLI command; each returns an ExitCode.
#pragma once

#include "clicontext.h"

#include <string>
#include <vector>

namespace cl::cli {

int runCatalog(CliContext &context, const std::vector<std::string> &args);
int runValidate(CliContext &context, const std::vector<std::string> &args);
int runFormat(CliContext &context, const std::vector<std::string> &args);
int runEstimate(CliContext &context, const std::vector<std::string> &args);
int runPlan(CliContext &context, const std::vector<std::string> &args);
int runEvaluate(CliContext &context, const std::vector<std::string> &args);
int runReplicate(CliContext &context, const std::vector<std::string> &args);
int runBom(CliContext &context, const std::vector<std::string> &args);
int runReport(CliContext &context, const std::vector<std::string> &args);
int runCalibrate(CliContext &context, const std::vector<std::string> &args);

} // namespace cl::cli
