// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli validate FILE   and   clusterledger-cli format FILE [-o OUT]
#include "cliargs.h"
#include "commandregistry.h"
#include "commands.h"
#include "engine/ledger.h"
#include "inputfiles.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "text/diagnostictext.h"
#include "validate/validator.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <ostream>

namespace cl::cli {

namespace {

void printLoadErrors(CliContext &c, const DesignLoadResult &result)
{
    for (const auto &e : result.errors)
        c.out << "error " << e.toString() << "\n";
}

/** The one FILE argument of a command, read and loaded; sets exitCode when it cannot be. */
std::optional<DesignLoadResult> loadArgument(CliContext &c, const CliArgs &args, int &exitCode)
{
    const std::string &path = args.positional()[0];
    if (!requireReadableFile(c, path)) {
        exitCode = ExitUsage;
        return std::nullopt;
    }
    return DesignReader::readFile(path, c.catalog);
}

} // namespace

int runValidate(CliContext &c, const CliArgs &args)
{
    int exitCode = ExitOk;
    const auto loaded = loadArgument(c, args, exitCode);
    if (!loaded)
        return exitCode;
    const auto &result = *loaded;
    const std::string &path = args.positional()[0];
    if (!result.ok()) {
        printLoadErrors(c, result);
        c.out << path << ": does not load (" << result.errors.size() << " error"
              << (result.errors.size() == 1 ? "" : "s") << ")\n";
        return ExitBadInput;
    }
    auto diagnostics = validateDesign(*result.design, c.catalog);
    // Islands are found by the network analysis, not the validator: a workload that names an
    // island the design does not have is taken from the ledger, so that validate and evaluate
    // agree on it.
    if (result.design->workload.island
        || std::any_of(result.design->serving.begin(), result.design->serving.end(),
                       [](const ServingWorkload &w) { return w.island.has_value(); })) {
        for (Diagnostic &d : evaluateDesign(*result.design, c.catalog).diagnostics) {
            if (d.code.ends_with(".unknown_island"))
                diagnostics.push_back(std::move(d));
        }
    }
    int errors = 0;
    int warnings = 0;
    for (const auto &d : diagnostics) {
        if (d.severity == Severity::Info)
            continue;
        c.out << diagnosticLine(d).toStdString() << "\n";
        errors += d.severity == Severity::Error;
        warnings += d.severity == Severity::Warning;
    }
    c.out << path << ": " << (errors ? "invalid" : "valid") << " (" << errors << " errors, "
          << warnings << " warnings)\n";
    return errors ? ExitBadInput : ExitOk;
}

int runFormat(CliContext &c, const CliArgs &args)
{
    int exitCode = ExitOk;
    const auto loaded = loadArgument(c, args, exitCode);
    if (!loaded)
        return exitCode;
    const auto &result = *loaded;
    const std::string &path = args.positional()[0];
    if (!result.ok()) {
        printLoadErrors(c, result);
        return ExitBadInput;
    }
    const std::string out = args.value("--output").value_or(path);
    std::string error;
    if (!DesignWriter::writeFile(*result.design, c.catalog, out, &error)) {
        c.err << error << "\n";
        return ExitBadInput;
    }
    return ExitOk;
}

} // namespace cl::cli
