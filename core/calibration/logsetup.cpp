// SPDX-License-Identifier: GPL-3.0-or-later
#include "logsetup.h"

#include "catalog/catalog.h"
#include "engine/modelshape.h"

#include <utility>

namespace cl {

namespace {

template<typename T>
struct Fact
{
    std::optional<T> LogConfig::*member;
    const char *what; ///< for the user: "the tensor-parallel degree"
    const char *flag; ///< the CLI flag that gives it
};

const Fact<int> kIntFacts[] = {
    {&LogConfig::worldSize, "the GPU count", "--gpus"},
    {&LogConfig::tp, "the tensor-parallel degree", "--tp"},
    {&LogConfig::pp, "the pipeline-parallel degree", "--pp"},
    {&LogConfig::cp, "the context-parallel degree", "--cp"},
    {&LogConfig::ep, "the expert-parallel degree", "--ep"},
    {&LogConfig::dp, "the data-parallel degree", "--dp"},
    {&LogConfig::microBatch, "the micro-batch", "--micro-batch"},
    {&LogConfig::globalBatch, "the global batch", "--global-batch"},
    {&LogConfig::seqLen, "the sequence length", "--seq-len"},
    {&LogConfig::interleave, "the virtual pipeline stages", "--interleave"},
    {&LogConfig::layers, "the layers", "--layers"},
    {&LogConfig::hidden, "the hidden size", "--hidden"},
    {&LogConfig::ffn, "the FFN size", "--ffn"},
    {&LogConfig::heads, "the attention heads", "--heads"},
    {&LogConfig::kvHeads, "the key/value heads", "--kv-heads"},
    {&LogConfig::vocab, "the vocabulary", "--vocab"},
    {&LogConfig::zeroStage, "the ZeRO stage", "--zero"},
};

} // namespace

std::optional<LogConfig> mergeLogFacts(const LogConfig &log, const LogConfig &given,
                                       std::string *why)
{
    LogConfig k = log;
    for (const auto &f : kIntFacts) {
        const auto &g = given.*(f.member);
        auto &v = k.*(f.member);
        if (!g)
            continue;
        if (v && *v != *g) {
            if (why)
                *why = std::string("the log states ") + f.what + " " + std::to_string(*v) + ", "
                       + f.flag + " says " + std::to_string(*g)
                       + ": calibrate from the run as it ran";
            return std::nullopt;
        }
        v = g;
    }
    auto mergeString
        = [&](std::optional<std::string> LogConfig::*m, const char *what, const char *flag) {
              const auto &g = given.*m;
              auto &v = k.*m;
              if (!g)
                  return true;
              if (v && *v != *g) {
                  if (why)
                      *why = std::string("the log states ") + what + " " + *v + ", " + flag
                             + " says " + *g + ": calibrate from the run as it ran";
                  return false;
              }
              v = g;
              return true;
          };
    if (!mergeString(&LogConfig::precision, "the precision", "--precision")
        || !mergeString(&LogConfig::recompute, "the recompute", "--recompute"))
        return std::nullopt;
    for (auto m :
         {&LogConfig::swiglu, &LogConfig::sequenceParallel, &LogConfig::distributedOptimizer}) {
        if ((given.*m) && !(k.*m))
            k.*m = given.*m;
    }
    if (!given.gpuName.empty())
        k.gpuName = given.gpuName;
    return k;
}

std::optional<LogSetup> setupFromLog(const LogConfig &k, const GpuModel &gpu,
                                     const NetworkPreset *network, int gpusPerNode,
                                     const EfficiencyProfile &profile,
                                     const std::string &modelPreset, const Catalog &catalog,
                                     std::string *why)
{
    std::string missing;
    auto need = [&](bool have, const std::string &what) {
        if (!have)
            missing += (missing.empty() ? "" : ", ") + what;
    };
    need(bool(k.worldSize), "the GPU count (--gpus)");
    need(bool(k.tp), "the tensor-parallel degree (--tp)");
    need(bool(k.pp), "the pipeline-parallel degree (--pp)");
    need(bool(k.microBatch), "the micro-batch (--micro-batch)");
    need(bool(k.globalBatch), "the global batch (--global-batch)");
    need(bool(k.seqLen), "the sequence length (--seq-len)");
    need(bool(k.precision), "the precision (--precision)");
    const bool architecture = k.layers && k.hidden && k.heads && k.ffn && k.vocab;
    need(architecture || !modelPreset.empty(),
         "the model (--model PRESET, or --layers --hidden --heads --ffn --vocab)");
    if (!missing.empty()) {
        if (why)
            *why = "the log does not state " + missing + ": give them";
        return std::nullopt;
    }
    const int gpus = *k.worldSize;
    if (gpus > gpusPerNode && !network) {
        if (why)
            *why = "the run spans " + std::to_string((gpus + gpusPerNode - 1) / gpusPerNode)
                   + " servers: name the network between them (--network)";
        return std::nullopt;
    }
    const int cp = k.cp.value_or(1), ep = k.ep.value_or(1);
    const int modelParallel = *k.tp * *k.pp * cp;
    if (modelParallel <= 0 || gpus % modelParallel != 0) {
        if (why)
            *why = "TP " + std::to_string(*k.tp) + " x PP " + std::to_string(*k.pp) + " x CP "
                   + std::to_string(cp) + " does not divide the " + std::to_string(gpus)
                   + " GPUs the log ran on";
        return std::nullopt;
    }
    ModelSpec spec;
    if (architecture) {
        Architecture a;
        a.layers = *k.layers;
        a.hidden = *k.hidden;
        a.heads = *k.heads;
        a.kvHeads = k.kvHeads.value_or(*k.heads);
        a.ffn = *k.ffn;
        a.vocab = *k.vocab;
        a.ffnType = k.swiglu.value_or(false) ? FfnType::SwiGlu : FfnType::Gelu;
        a.experts = k.experts.value_or(0);
        a.topK = a.experts > 0 ? k.topK.value_or(2) : 0;
        spec.architecture = a;
    } else {
        spec.preset = modelPreset;
    }
    auto shape = resolveModel(spec, catalog);
    if (!shape) {
        if (why)
            *why = architecture ? "the architecture the log prints cannot be modelled"
                                : "unknown model preset \"" + modelPreset + "\"";
        return std::nullopt;
    }
    const auto precision = valueOf(precisionNames(), *k.precision);
    if (!precision) {
        if (why)
            *why = "unknown precision \"" + *k.precision + "\"";
        return std::nullopt;
    }
    LogSetup s;
    s.job.shape = *shape;
    s.job.sequenceLength = *k.seqLen;
    s.job.globalBatch = *k.globalBatch;
    s.job.precision = *precision;
    s.job.stack = profile.stack;
    s.job.tokens = 1e12;
    s.cluster = makeClusterSpec(gpu, gpus, gpusPerNode,
                                network ? *network : *findNetworkPreset("none"), profile);
    ParallelLayout &L = s.layout;
    L.tp = *k.tp;
    L.pp = *k.pp;
    L.cp = cp;
    L.ep = ep;
    L.dp = gpus / modelParallel;
    L.microBatch = *k.microBatch;
    L.interleave = k.interleave.value_or(1);
    L.sp = k.sequenceParallel.value_or(false);
    L.zero = k.zeroStage ? *k.zeroStage : (k.distributedOptimizer.value_or(false) ? 1 : 0);
    const std::string recompute = k.recompute.value_or("none");
    L.recompute = recompute == "full"        ? Recompute::Full
                  : recompute == "selective" ? Recompute::Selective
                                             : Recompute::None;
    if (k.dp && *k.dp != L.dp) {
        if (why)
            *why = "the log's data-parallel degree " + std::to_string(*k.dp)
                   + " is not GPUs / (TP x PP x CP) = " + std::to_string(L.dp);
        return std::nullopt;
    }
    return s;
}

std::optional<double> measuredStepSeconds(const LogSteadyState &s, const LogConfig &k)
{
    if (s.stepTimeS)
        return s.stepTimeS;
    if (s.tokensPerSPerGpu && *s.tokensPerSPerGpu > 0 && k.globalBatch && k.seqLen && k.worldSize
        && *k.worldSize > 0)
        return double(*k.globalBatch) * *k.seqLen / *k.worldSize / *s.tokensPerSPerGpu;
    return std::nullopt;
}

} // namespace cl
