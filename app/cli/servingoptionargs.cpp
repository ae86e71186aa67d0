// SPDX-License-Identifier: GPL-3.0-or-later
// serve's flags for how a model is deployed beyond its replicas: a cached prefix, speculative
// decoding, expert parallelism and disaggregated prefill and decode pools.
#include "catalog/catalog.h"
#include "cliflags.h"
#include "engine/modelshape.h"
#include "servingargs.h"

#include <string>

namespace cl::cli {

std::optional<PrefixCache> prefixFromArgs(const CliArgs &args, int inputTokens)
{
    if (!args.value("--prefix-hit") && !args.value("--prefix-tokens"))
        return std::nullopt;
    if (!args.value("--prefix-hit") || !args.value("--prefix-tokens"))
        throw Failure {ExitUsage, "--prefix-hit and --prefix-tokens go together"};
    PrefixCache p;
    p.hitRate = quantity(args, "--prefix-hit", 0, 0, 1, "a share from 0 to 1");
    p.sharedTokens = intOption(args, "--prefix-tokens", 0, 1, 10'000'000);
    if (p.sharedTokens > inputTokens)
        throw Failure {ExitUsage, "--prefix-tokens: expected at most the input ("
                                      + std::to_string(inputTokens) + " tokens)"};
    return p;
}

std::optional<Speculation> speculationFromArgs(CliContext &c, const CliArgs &args)
{
    const bool any = args.value("--draft-tokens") || args.value("--acceptance")
                     || args.value("--accept-length") || args.value("--draft-model");
    if (!any)
        return std::nullopt;
    if (!args.value("--draft-tokens"))
        throw Failure {ExitUsage, "speculative decoding: give --draft-tokens K"};
    if (args.value("--acceptance") && args.value("--accept-length"))
        throw Failure {ExitUsage, "give --acceptance or --accept-length, not both"};
    Speculation sp;
    sp.draftTokens = intOption(args, "--draft-tokens", 0, 1, 64);
    sp.acceptance = quantity(args, "--acceptance", 0.7, 0, 0.999, "a rate above 0, below 1");
    if (args.value("--accept-length"))
        sp.acceptLength = quantity(args, "--accept-length", 1, 1, sp.draftTokens + 1.0,
                                   "tokens per step from 1 to draft tokens + 1");
    if (const auto id = args.value("--draft-model")) {
        ModelSpec spec;
        spec.preset = *id;
        const auto shape
            = c.catalog.modelPreset(*id) ? resolveModel(spec, c.catalog) : std::nullopt;
        if (!shape)
            throw Failure {ExitUsage, "--draft-model: no catalog model preset \"" + *id + "\""};
        sp.draft = *shape;
    }
    return sp;
}

/** --ep and what goes with it: a MoE model, PP 1, an attention TP that divides the EP. */
void expertFromArgs(const CliArgs &args, ServingSetup &s)
{
    if (!args.value("--ep")) {
        if (args.value("--redundant-experts") || args.flag("--two-batch-overlap")
            || args.value("--prefill-ep"))
            throw Failure {ExitUsage, "--redundant-experts, --two-batch-overlap and --prefill-ep "
                                      "go with --ep N"};
        return;
    }
    ExpertParallel x;
    x.ep = intOption(args, "--ep", 1, 1, 1'000'000);
    x.redundantExperts = intOption(args, "--redundant-experts", x.redundantExperts, 0, 1'000'000);
    x.twoBatchOverlap = args.flag("--two-batch-overlap");
    if (!s.shape.arch.isMoe())
        throw Failure {ExitUsage, "--ep: the model is dense; expert parallelism needs a "
                                  "mixture-of-experts model"};
    if (s.pp != 1)
        throw Failure {ExitUsage, "--ep: expected --pp 1 (attention is data-parallel over the "
                                  "EP GPUs)"};
    if (x.ep % s.tp)
        throw Failure {ExitUsage, "--ep: expected a multiple of --tp (" + std::to_string(s.tp)
                                      + ", the attention TP of each data-parallel rank)"};
    s.expert = x;
}

/** --disaggregated [--prefill-gpus N --decode-gpus M]: the pools add up to --gpus. */
void disaggregationFromArgs(const CliArgs &args, ServingSetup &s)
{
    const bool pools = args.value("--prefill-gpus") || args.value("--decode-gpus");
    if (!args.flag("--disaggregated")) {
        if (pools || args.value("--prefill-ep"))
            throw Failure {ExitUsage, "--prefill-gpus, --decode-gpus and --prefill-ep go with "
                                      "--disaggregated"};
        return;
    }
    Disaggregation d;
    d.prefillGpus = intOption(args, "--prefill-gpus", 0, 1, 1'000'000);
    d.decodeGpus = intOption(args, "--decode-gpus", 0, 1, 1'000'000);
    if (s.expert)
        d.prefillEp = intOption(args, "--prefill-ep", 0, 1, 1'000'000);
    const int both = d.prefillGpus + d.decodeGpus;
    if (args.value("--prefill-gpus") && args.value("--decode-gpus")) {
        if (args.value("--gpus") && s.gpus != both)
            throw Failure {ExitUsage, "--gpus: expected the prefill and decode GPUs' sum ("
                                          + std::to_string(both) + ")"};
        s.gpus = both;
    } else if (pools && d.prefillGpus + d.decodeGpus >= s.gpus) {
        throw Failure {ExitUsage, "--prefill-gpus/--decode-gpus: expected fewer than --gpus ("
                                      + std::to_string(s.gpus) + ")"};
    }
    if (s.gpus < 2)
        throw Failure {ExitUsage, "--disaggregated: expected at least 2 GPUs (--gpus, or "
                                  "--prefill-gpus and --decode-gpus)"};
    // Each pool holds whole instances: the decode one's EP (or TP x PP), the prefill one's own.
    const int decodeUnit = replicaGpus(s);
    const int prefillUnit = d.prefillEp > 0 ? d.prefillEp : decodeUnit;
    if (d.decodeGpus > 0 && d.decodeGpus % decodeUnit)
        throw Failure {ExitUsage, "--decode-gpus: expected a multiple of "
                                      + std::to_string(decodeUnit) + " (one decode instance)"};
    if (d.prefillGpus > 0 && d.prefillGpus % prefillUnit && d.prefillEp > 0)
        throw Failure {ExitUsage, "--prefill-gpus: expected a multiple of --prefill-ep ("
                                      + std::to_string(prefillUnit) + ")"};
    s.disaggregated = d;
}

} // namespace cl::cli
