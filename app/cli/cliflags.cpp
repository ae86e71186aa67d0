// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliflags.h"

#include "catalog/catalog.h"
#include "numberparse.h"

#include <algorithm>

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

/** The model: a catalog preset, an architecture from its dimensions, or a parameter count. */
ModelSpec modelFromArgs(CliContext &c, const CliArgs &args)
{
    ModelSpec model;
    if (auto preset = args.value("--model")) {
        if (!c.catalog.modelPreset(*preset))
            throw Failure {ExitBadInput, "--model: unknown preset \"" + *preset + "\""};
        model.preset = *preset;
    } else if (args.value("--layers") || args.value("--hidden") || args.value("--heads")) {
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
        model.architecture = a;
    } else if (args.value("--params")) {
        model.parameters
            = quantity(args, "--params", 0, 0, 1e15, "a parameter count of at most 1e15 (1000T)");
    } else {
        throw Failure {ExitUsage, "give the model: --params, --model or --layers/--hidden/--heads"};
    }
    return model;
}

} // namespace cl::cli
