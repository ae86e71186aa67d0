// SPDX-License-Identifier: GPL-3.0-or-later
// One function per CLI command, given its parsed arguments (commandregistry.cpp declares them);
// each returns an ExitCode.
#pragma once

#include "cliargs.h"
#include "clicontext.h"

#include <string>
#include <vector>

namespace cl::cli {

int runCatalog(CliContext &context, const CliArgs &args);
int runValidate(CliContext &context, const CliArgs &args);
int runFormat(CliContext &context, const CliArgs &args);
int runEstimate(CliContext &context, const CliArgs &args);
int runPlan(CliContext &context, const CliArgs &args);
int runEvaluate(CliContext &context, const CliArgs &args);
int runReplicate(CliContext &context, const CliArgs &args);
int runBom(CliContext &context, const CliArgs &args);
int runCables(CliContext &context, const CliArgs &args);
int runFabric(CliContext &context, const CliArgs &args);
int runDesign(CliContext &context, const CliArgs &args);
int runServe(CliContext &context, const CliArgs &args);
int runReport(CliContext &context, const CliArgs &args);
int runCalibrate(CliContext &context, const CliArgs &args);
int runActual(CliContext &context, const CliArgs &args);
int runNetboxExport(CliContext &context, const CliArgs &args);
int runNetboxImport(CliContext &context, const CliArgs &args);
int runShare(CliContext &context, const CliArgs &args);
int runSchedule(CliContext &context, const CliArgs &args);

} // namespace cl::cli
