// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the CLI's typed flags: integers and quantities within their ranges, choices from a name
// table, and the model (preset, architecture or parameter count). A bad flag throws a Failure with
// the exit code and the message naming the flag and what was expected.
#pragma once

#include "cliargs.h"
#include "clicontext.h"
#include "engine/efficiency.h"
#include "model/enums.h"
#include "model/workload.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cl {
struct GpuModel;
struct SoftwareStack;
} // namespace cl

namespace cl::cli {

struct Failure
{
    int code;
    std::string message;
};

template<typename E>
E choice(const CliArgs &args, const char *name, const NameTable<E> &table, E fallback)
{
    auto v = args.value(name);
    if (!v)
        return fallback;
    if (auto e = valueOf(table, *v))
        return *e;
    std::string expected;
    for (const auto &[n, x] : table)
        expected += (expected.empty() ? "" : ", ") + std::string(n);
    throw Failure {ExitUsage,
                   std::string(name) + ": expected one of " + expected + ", got \"" + *v + "\""};
}

/** An integer flag from min to max (every count feeds products: each has a ceiling). */
int intOption(const CliArgs &args, const char *name, int fallback, int min, int max);
std::optional<int> optionalInt(const CliArgs &args, const char *name, int min, int max);
/** A number flag within its physical range (min exclusive, max inclusive), unit in the message. */
double quantity(const CliArgs &args, const char *name, double fallback, double min, double max,
                const char *expected);
/** A comma-separated list flag ("a,b,c"); empty when absent. */
std::vector<std::string> listOption(const CliArgs &args, const char *name);
/** --cloud-usd-gpu-hour: "h100-sxm5-80gb=2.99,h200-sxm-141gb=3.5", or one price for every GPU
 *  of `gpuIds`; each above 0 and at most 10,000 USD per GPU-hour. */
std::map<std::string, double> cloudPricesFromArgs(const CliArgs &args,
                                                  const std::vector<std::string> &gpuIds);
/** The model: a catalog preset, an architecture from its dimensions, or a parameter count. */
ModelSpec modelFromArgs(CliContext &c, const CliArgs &args);

/** The software stack: --stack ID, or the GPU's default. */
const SoftwareStack &stackFromArgs(const CliArgs &args, const GpuModel &gpu);
/** --stack ID checked against the built-in stacks (a usage error names them); nullptr when the
 *  flag is not given. */
const SoftwareStack *stackOptionFromArgs(const CliArgs &args);
/** The efficiency profile: the GPU generation's with the stack, a named --profile, or a
 *  --calibration (profile or probe report) for that GPU. */
/** Throws ExitBadInput when `gpu` has no units for `format`: "FLAG: The V100 has no BF16 units:
 *  train in FP16 on it, ..." (the engine.precision_unsupported wording). */
void requireFormat(const char *flag, const GpuModel &gpu, NumberFormat format);

EfficiencyProfile profileFromArgs(CliContext &c, const CliArgs &args, const GpuModel *gpu);

} // namespace cl::cli
