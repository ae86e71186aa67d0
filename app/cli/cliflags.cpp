// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliflags.h"

#include "calibration/probecalibration.h"
#include "catalog/catalog.h"
#include "engine/engineconstants.h"
#include "engine/precisionsupport.h"
#include "engine/softwarestack.h"
#include "json/jsontext.h"
#include "numberparse.h"
#include "text/diagnostictext.h"

#include <algorithm>
#include <sstream>

namespace cl::cli {

namespace {

constexpr int kMaxDim = 10'000'000;

} // namespace

/** An integer flag from min to max (every count feeds products: each has a ceiling). */
int intOption(const CliArgs &args, const char *name, int fallback, int min, int max)
{
    auto v = args.value(name);
    if (!v)
        return fallback;
    auto x = parsePositiveInt(*v);
    if (!x && min == 0 && *v == "0")
        x = 0;
    if (!x || *x < min || *x > max)
        throw Failure {ExitUsage, std::string(name) + ": expected an integer from "
                                      + std::to_string(min) + " to " + std::to_string(max)
                                      + ", got \"" + *v + "\""};
    return *x;
}

std::optional<int> optionalInt(const CliArgs &args, const char *name, int min, int max)
{
    if (!args.value(name))
        return std::nullopt;
    return intOption(args, name, 0, min, max);
}

/** A number flag within its physical range (min exclusive, max inclusive), unit in the message. */
double quantity(const CliArgs &args, const char *name, double fallback, double min, double max,
                const char *expected)
{
    auto v = args.value(name);
    if (!v)
        return fallback;
    auto x = parseQuantity(*v);
    if (!x)
        throw Failure {ExitUsage, std::string(name)
                                      + ": expected a positive decimal number such as 70e9 or "
                                        "70B, got \""
                                      + *v + "\""};
    if (!(*x > min) || *x > max)
        throw Failure {ExitUsage,
                       std::string(name) + ": expected " + expected + ", got \"" + *v + "\""};
    return *x;
}

/** --local-attention sliding|chunked|linear with --attention-window and --full-attention-every,
 *  under the file format's rules (architecturejson.cpp). */
static void localAttentionFromArgs(const CliArgs &args, Architecture &a)
{
    if (!args.value("--local-attention")) {
        if (args.value("--attention-window") || args.value("--full-attention-every"))
            throw Failure {ExitUsage, "--attention-window and --full-attention-every need "
                                      "--local-attention sliding|chunked|linear"};
        return;
    }
    a.localAttention
        = choice(args, "--local-attention", localAttentionNames(), LocalAttention::Sliding);
    if (a.localAttention == LocalAttention::Linear) {
        if (args.value("--attention-window"))
            throw Failure {ExitUsage, "--attention-window: a linear-attention layer keeps a state "
                                      "of fixed size, it has no window"};
    } else {
        a.attentionWindow = intOption(args, "--attention-window", 0, 1, 100'000'000);
        if (!a.attentionWindow)
            throw Failure {ExitUsage, "--local-attention sliding|chunked needs --attention-window"};
    }
    a.fullAttentionEvery = intOption(args, "--full-attention-every", 0, 0, 100000);
}

/** Options that only describe an architecture given by its dimensions: with a preset or a
 *  parameter count nothing reads them, so they are refused instead of ignored. */
static void refuseArchitectureOptions(const CliArgs &args, const std::string &givenAs)
{
    if (givenAs == "--model" && args.value("--params"))
        throw Failure {ExitUsage, "give the model once: --model or --params"};
    for (const char *option :
         {"--layers", "--hidden", "--heads", "--kv-heads", "--ffn", "--ffn-type", "--vocab",
          "--local-attention", "--attention-window", "--full-attention-every"}) {
        if (args.value(option))
            throw Failure {ExitUsage, std::string(option) + ": the model is given by " + givenAs
                                          + "; " + option
                                          + " describes an architecture given by --layers, "
                                            "--hidden and --heads"};
    }
}

/** The model: a catalog preset, an architecture from its dimensions, or a parameter count. */
ModelSpec modelFromArgs(CliContext &c, const CliArgs &args)
{
    ModelSpec model;
    if (auto preset = args.value("--model")) {
        refuseArchitectureOptions(args, "--model");
        if (!c.catalog.modelPreset(*preset))
            throw Failure {ExitBadInput, "--model: unknown preset \"" + *preset + "\""};
        model.preset = *preset;
    } else if (args.value("--layers") || args.value("--hidden") || args.value("--heads")) {
        if (args.value("--params"))
            throw Failure {ExitUsage, "give the model once: --params or --layers/--hidden/--heads"};
        Architecture a;
        a.layers = intOption(args, "--layers", 0, 1, 100000);
        a.hidden = intOption(args, "--hidden", 0, 1, kMaxDim);
        a.heads = intOption(args, "--heads", 0, 1, 100000);
        if (!a.layers || !a.hidden || !a.heads)
            throw Failure {ExitUsage, "--layers, --hidden and --heads go together"};
        if (a.hidden % a.heads)
            throw Failure {ExitBadInput, "--heads must divide --hidden"};
        a.kvHeads = intOption(args, "--kv-heads", a.heads, 1, 100000);
        a.ffnType = choice(args, "--ffn-type", ffnTypeNames(), FfnType::Gelu);
        a.ffn = intOption(args, "--ffn", std::min(4 * a.hidden, kMaxDim), 1, kMaxDim);
        a.vocab = intOption(args, "--vocab", 51200, 1, kMaxDim);
        if (a.heads % a.kvHeads)
            throw Failure {ExitBadInput, "--kv-heads must divide --heads"};
        localAttentionFromArgs(args, a);
        model.architecture = a;
    } else if (args.value("--params")) {
        refuseArchitectureOptions(args, "--params");
        model.parameters
            = quantity(args, "--params", 0, 0, 1e15, "a parameter count of at most 1e15 (1000T)");
    } else {
        throw Failure {ExitUsage, "give the model: --params, --model or --layers/--hidden/--heads"};
    }
    return model;
}

const SoftwareStack *stackOptionFromArgs(const CliArgs &args)
{
    const auto id = args.value("--stack");
    if (!id)
        return nullptr;
    if (const SoftwareStack *stack = findStack(*id))
        return stack;
    std::string ids;
    for (const auto &s : builtInStacks())
        ids += (ids.empty() ? "" : ", ") + s.id;
    throw Failure {ExitUsage,
                   "--stack: expected one of " + ids + ", got \"" + printableArgument(*id) + "\""};
}

/** The software stack: --stack ID, or the GPU's default. */
const SoftwareStack &stackFromArgs(const CliArgs &args, const GpuModel &gpu)
{
    const SoftwareStack *stack = stackOptionFromArgs(args);
    return stack ? *stack : defaultStackFor(gpu);
}

/**
 * The efficiency profile: the GPU generation's with the stack (--stack or the default), or a
 * named one (--profile) or a calibration, which override the fractions but keep the stack's
 * behaviour.
 */
std::vector<std::string> listOption(const CliArgs &args, const char *name)
{
    std::vector<std::string> out;
    std::stringstream in(args.value(name).value_or(""));
    for (std::string item; std::getline(in, item, ',');) {
        if (!item.empty())
            out.push_back(item);
    }
    return out;
}

std::map<std::string, double> cloudPricesFromArgs(const CliArgs &args,
                                                  const std::vector<std::string> &gpuIds)
{
    std::map<std::string, double> out;
    for (const std::string &item : listOption(args, "--cloud-usd-gpu-hour")) {
        const auto eq = item.find('=');
        const auto price = parseQuantity(eq == std::string::npos ? item : item.substr(eq + 1));
        if (!price || !(*price > 0) || *price > 1e4)
            throw Failure {ExitUsage, "--cloud-usd-gpu-hour: expected a price above 0 and at most "
                                      "10000 USD per GPU-hour, or GPU=PRICE, got \""
                                          + item + "\""};
        if (eq == std::string::npos) {
            for (const std::string &gpu : gpuIds)
                out[gpu] = *price;
            continue;
        }
        // A price for a GPU the run does not weigh would be written into a design whose reader
        // refuses it (an unknown id), or silently ignored: neither.
        const std::string gpu = item.substr(0, eq);
        if (std::find(gpuIds.begin(), gpuIds.end(), gpu) == gpuIds.end()) {
            std::string ids;
            for (const std::string &id : gpuIds)
                ids += (ids.empty() ? "" : ", ") + id;
            throw Failure {ExitUsage, "--cloud-usd-gpu-hour: \"" + printableArgument(gpu)
                                          + "\" is not a GPU of this run (" + ids + ")"};
        }
        out[gpu] = *price;
    }
    return out;
}

EfficiencyProfile profileFromArgs(CliContext &c, const CliArgs &args, const GpuModel *gpu)
{
    const SoftwareStack &stack = stackFromArgs(args, *gpu);
    EfficiencyProfile profile = withStack(generationProfileFor(*gpu), stack);
    if (auto id = args.value("--profile")) {
        const EfficiencyProfile *named = nullptr;
        for (const auto &p : builtInProfiles())
            named = p.id == *id ? &p : named;
        if (!named) {
            std::string ids;
            for (const auto &p : builtInProfiles())
                ids += (ids.empty() ? "" : ", ") + p.id;
            throw Failure {ExitUsage,
                           "--profile: expected one of " + ids + ", got \"" + *id + "\""};
        }
        profile = withStack(*named, stack, true);
    }
    if (auto path = args.value("--calibration")) {
        // A calibration profile or a probe report: whichever the file is.
        LoadErrors errors;
        auto calibration = readCalibrationInput(*path, c.catalog, errors);
        if (!calibration) {
            std::string text;
            for (const auto &e : errors)
                text += e.toString() + "\n";
            throw Failure {ExitBadInput, text.empty()
                                             ? *path + ": not a calibration profile or probe report"
                                             : text};
        }
        bool applied = false;
        for (const auto &p : calibration->profiles) {
            if (p.gpuId == gpu->id) {
                profile = withStack(p.profile, stack, true);
                applied = true;
            }
        }
        if (!applied)
            c.err << "the calibration is for " << calibration->profiles.front().gpuId << ", not "
                  << gpu->id << ": the default profile is used\n";
    }
    if (auto path = args.value("--engine-constants")) {
        LoadErrors errors;
        auto json = readJsonFile(*path, InputKind::Json, errors);
        const auto constants = json ? readEngineConstants(*json, errors) : std::nullopt;
        if (!constants) {
            std::string text;
            for (auto e : errors) {
                e.file = *path;
                text += e.toString() + "\n";
            }
            throw Failure {ExitBadInput, text};
        }
        // Measured fractions (a calibration) stay measured: only the stack's and the model's
        // constants apply over them.
        EngineConstants applied = *constants;
        if (profile.calibrated)
            std::erase_if(applied, [](const auto &kv) { return kv.first.rfind("gemm.", 0) == 0; });
        applyEngineConstants(profile, generationProfileFor(*gpu).id, stack, applied);
    }
    return profile;
}

void requireFormat(const char *flag, const GpuModel &gpu, NumberFormat format)
{
    const auto gap = formatGap(gpu, format);
    if (!gap)
        return;
    const Diagnostic d = precisionUnsupported(gpu, *gap);
    throw Failure {ExitBadInput, std::string(flag) + ": " + diagnosticText(d).toStdString()};
}

} // namespace cl::cli
