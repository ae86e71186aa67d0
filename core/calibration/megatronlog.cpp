// SPDX-License-Identifier: GPL-3.0-or-later
// Megatron-LM (megatron/training/training.py training_log, arguments.py _print_args), its
// Megatron-DeepSpeed fork, and NeMo 2's Lightning progress lines.
#include "traininglogparsers.h"

#include <algorithm>

namespace cl::logparse {

namespace tl = textlines;

namespace {

void applyMegatronArguments(const std::map<std::string, std::string> &args, LogConfig &k)
{
    k.worldSize = intArgument(args, "world_size");
    k.tp = intArgument(args, "tensor_model_parallel_size");
    k.pp = intArgument(args, "pipeline_model_parallel_size");
    k.cp = intArgument(args, "context_parallel_size");
    k.ep = intArgument(args, "expert_model_parallel_size");
    k.dp = intArgument(args, "data_parallel_size");
    k.microBatch = intArgument(args, "micro_batch_size");
    k.globalBatch = intArgument(args, "global_batch_size");
    k.seqLen = intArgument(args, "seq_length");
    k.interleave = intArgument(args, "virtual_pipeline_model_parallel_size");
    k.layers = intArgument(args, "num_layers");
    k.hidden = intArgument(args, "hidden_size");
    k.ffn = intArgument(args, "ffn_hidden_size");
    k.heads = intArgument(args, "num_attention_heads");
    if (boolArgument(args, "group_query_attention").value_or(false))
        k.kvHeads = intArgument(args, "num_query_groups");
    else if (k.heads)
        k.kvHeads = k.heads;
    k.vocab = intArgument(args, "padded_vocab_size");
    k.experts = intArgument(args, "num_experts");
    k.topK = intArgument(args, "moe_router_topk");
    k.swiglu = boolArgument(args, "swiglu");
    k.sequenceParallel = boolArgument(args, "sequence_parallel");
    k.distributedOptimizer = boolArgument(args, "use_distributed_optimizer");
    if (auto z = intArgument(args, "zero_stage"))
        k.zeroStage = z; // Megatron-DeepSpeed
    const auto fp8 = args.find("fp8");
    if (fp8 != args.end() && fp8->second != "None" && !fp8->second.empty())
        k.precision = "fp8";
    else if (boolArgument(args, "bf16").value_or(false))
        k.precision = "bf16";
    else if (boolArgument(args, "fp16").value_or(false))
        k.precision = "fp16";
    else if (args.count("bf16") || args.count("fp16"))
        k.precision = "fp32";
    if (auto g = args.find("recompute_granularity"); g != args.end())
        k.recompute = g->second == "None" ? "none" : g->second;
}

/** "using world size: 16, data-parallel size: 8, context-parallel size: 1, ..." (older
 *  versions print the degrees this way besides, or instead of, the arguments block). */
void parseWorldSizeLine(std::string_view line, LogConfig &k)
{
    const std::pair<const char *, std::optional<int> LogConfig::*> keys[] = {
        {"world size:", &LogConfig::worldSize},
        {"data-parallel size:", &LogConfig::dp},
        {"context-parallel size:", &LogConfig::cp},
        {"tensor-model-parallel size:", &LogConfig::tp},
        {"pipeline-model-parallel size:", &LogConfig::pp},
    };
    for (const auto &[key, member] : keys) {
        const auto at = line.find(key);
        if (at == std::string_view::npos || k.*member)
            continue;
        if (auto v = tl::leadingNumber(line.substr(at + std::string_view(key).size())))
            k.*member = int(std::clamp(*v, 0.0, 1e9));
    }
}

/** "key: value" of a '|'-separated segment; the value's leading number. */
std::optional<std::pair<std::string_view, double>> keyNumber(std::string_view segment)
{
    const auto colon = segment.rfind(':');
    if (colon == std::string_view::npos)
        return std::nullopt;
    auto v = tl::leadingNumber(segment.substr(colon + 1));
    if (!v)
        return std::nullopt;
    return std::make_pair(tl::trim(segment.substr(0, colon)), *v);
}

/** " [ts] iteration      100/  500000 | consumed samples: ... | elapsed time per ...". */
bool megatronIteration(std::string_view line, int number, Context &c)
{
    const auto segments = tl::split(line, '|');
    const auto at = segments[0].find("iteration");
    if (at == std::string_view::npos)
        return true;
    auto step = tl::leadingNumber(segments[0].substr(at + 9));
    if (!step || *step < 0 || *step > 1e12)
        return c.fail(number, "expected the iteration number after \"iteration\"");
    LogIteration it;
    it.step = (long long)*step;
    it.line = number;
    for (std::size_t i = 1; i < segments.size(); ++i) {
        const auto kv = keyNumber(segments[i]);
        if (!kv)
            continue;
        const auto [key, v] = *kv;
        if (v < 0 || v > 1e15)
            return c.fail(number, "\"" + std::string(key) + "\": expected a non-negative number");
        if (key == "elapsed time per iteration (ms)")
            it.stepTimeS = v / 1000;
        else if (key == "elapsed time per iteration (s)")
            it.stepTimeS = v;
        else if (key == "throughput per GPU (TFLOP/s/GPU)" || key == "TFLOPs")
            it.tflopsPerGpu = v;
        else if (key == "samples per second")
            it.samplesPerS = v;
        else if (key == "global batch size")
            it.globalBatch = (long long)v;
        else if (key == "number of skipped iterations")
            it.skipped = (long long)v;
    }
    if (!it.stepTimeS) {
        if (number == c.lastLine)
            return c.warn(number, "the last line is cut short: ignored"), true;
        return c.fail(number, "an iteration line without \"elapsed time per iteration\"");
    }
    if (!c.log.iterations.empty() && it.step > c.log.iterations.back().step)
        it.iterationsInInterval
            = int(std::min<long long>(it.step - c.log.iterations.back().step, 1'000'000));
    c.add(it);
    return true;
}

} // namespace

bool readMegatron(const std::vector<tl::Line> &lines, Context &c)
{
    std::map<std::string, std::string> args;
    bool inArgs = false;
    for (const auto &l : lines) {
        const auto own = ownLine(l.text, c);
        if (!own)
            continue;
        const std::string_view t = *own;
        if (t.find("------------------------ arguments") != std::string_view::npos) {
            inArgs = true;
            args.clear();
            continue;
        }
        if (t.find("end of arguments") != std::string_view::npos) {
            inArgs = false;
            continue;
        }
        if (inArgs) {
            if (auto a = dottedArgument(t))
                args[a->first] = a->second;
            continue;
        }
        if (t.find("using world size:") != std::string_view::npos)
            parseWorldSizeLine(t, c.log.config);
        if (t.find("elapsed time per iteration") != std::string_view::npos
            && !megatronIteration(t, l.number, c))
            return false;
    }
    if (!args.empty()) {
        LogConfig fromLines = c.log.config;
        applyMegatronArguments(args, c.log.config);
        // The world-size line fills what an older arguments block leaves out.
        for (auto member : {&LogConfig::worldSize, &LogConfig::dp, &LogConfig::cp, &LogConfig::tp,
                            &LogConfig::pp}) {
            if (!(c.log.config.*member))
                c.log.config.*member = fromLines.*member;
        }
    }
    return true;
}

bool readNemo(const std::vector<tl::Line> &lines, Context &c)
{
    for (const auto &l : lines) {
        const auto own = ownLine(l.text, c);
        if (!own || own->find("train_step_timing") == std::string_view::npos)
            continue;
        LogIteration it;
        it.line = l.number;
        std::optional<double> iteration, globalStep;
        for (const auto segment : tl::split(*own, '|')) {
            const auto at = segment.find("iteration ");
            if (at != std::string_view::npos && segment.find(':') == std::string_view::npos) {
                iteration = tl::leadingNumber(segment.substr(at + 10));
                continue;
            }
            const auto kv = keyNumber(segment);
            if (!kv)
                continue;
            const auto [key, v] = *kv;
            if (v < 0 || v > 1e15)
                return c.fail(l.number,
                              "\"" + std::string(key) + "\": expected a non-negative number");
            if (key == "train_step_timing in s")
                it.stepTimeS = v;
            else if (key == "global_step")
                globalStep = v;
            else if (key == "global_batch_size")
                it.globalBatch = (long long)v;
            else if (key == "TFLOPS_per_GPU" || key == "tflops_per_sec_per_gpu")
                it.tflopsPerGpu = v;
        }
        const auto step = globalStep ? globalStep : iteration;
        if (!it.stepTimeS || !step) {
            if (l.number == c.lastLine) {
                c.warn(l.number, "the last line is cut short: ignored");
                continue;
            }
            return c.fail(l.number, "a NeMo progress line without its step and "
                                    "\"train_step_timing in s\"");
        }
        if (*step < 0 || *step > 1e12)
            return c.fail(l.number, "expected the step number from 0 to 10^12 (\"iteration\" or "
                                    "\"global_step\")");
        it.step = (long long)*step;
        c.add(it);
    }
    return true;
}

} // namespace cl::logparse
