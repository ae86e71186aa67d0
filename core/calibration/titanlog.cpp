// SPDX-License-Identifier: GPL-3.0-or-later
// torchtitan (torchtitan/train.py's step line and start-up lines, colours on or off) and
// DeepSpeed (deepspeed/utils/timer.py ThroughputTimer, runtime/config.py's configuration dump).
#include "traininglogparsers.h"

#include <algorithm>
#include <cmath>

namespace cl::logparse {

namespace tl = textlines;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

/** The number after `key` ("tps:") in `line`, where the key starts a word. */
std::optional<double> after(std::string_view line, std::string_view key)
{
    std::size_t at = 0;
    while ((at = line.find(key, at)) != std::string_view::npos) {
        if (at == 0 || line[at - 1] == ' ' || line[at - 1] == ',' || line[at - 1] == '/')
            return tl::leadingNumber(line.substr(at + key.size()));
        at += key.size();
    }
    return std::nullopt;
}

/** "name=value" of TransformerModelArgs(...) as an integer. */
std::optional<double> modelArg(std::string_view line, std::string_view name)
{
    const std::string key = std::string(name) + "=";
    std::size_t at = 0;
    while ((at = line.find(key, at)) != std::string_view::npos) {
        if (at > 0 && (line[at - 1] == '(' || line[at - 1] == ' '))
            return tl::leadingNumber(line.substr(at + key.size()));
        at += key.size();
    }
    return std::nullopt;
}

std::optional<int> asInt(std::optional<double> v)
{
    if (!v || *v < 0 || *v > 1e9)
        return std::nullopt;
    return int(*v);
}

/** "Building llama3 8B with TransformerModelArgs(dim=4096, n_layers=32, ...)". */
void titanModelArgs(std::string_view t, LogConfig &k)
{
    k.hidden = asInt(modelArg(t, "dim"));
    k.layers = asInt(modelArg(t, "n_layers"));
    k.heads = asInt(modelArg(t, "n_heads"));
    k.kvHeads = asInt(modelArg(t, "n_kv_heads"));
    if (!k.kvHeads)
        k.kvHeads = k.heads; // Llama's ModelArgs: n_kv_heads None means n_heads
    k.vocab = asInt(modelArg(t, "vocab_size"));
    const auto multipleOf = modelArg(t, "multiple_of");
    const auto multiplier = modelArg(t, "ffn_dim_multiplier");
    if (k.hidden && multipleOf && *multipleOf >= 1) {
        // Llama's FeedForward: 2/3 of 4 x dim, times the multiplier, up to a multiple.
        double hiddenDim = std::floor(2.0 * 4.0 * *k.hidden / 3.0);
        if (multiplier)
            hiddenDim = std::floor(hiddenDim * *multiplier);
        k.ffn = asInt(*multipleOf * std::ceil(hiddenDim / *multipleOf));
        k.swiglu = true;
    }
}

/** "Building 3-D device mesh with ['pp', 'dp_shard', 'tp'], [2, 2, 2]". */
void titanMesh(std::string_view t, LogConfig &k)
{
    t = t.substr(t.find("mesh with"));
    const auto open1 = t.find('['), close1 = t.find(']', open1);
    const auto open2 = t.find('[', close1), close2 = t.find(']', open2);
    if (close2 == std::string_view::npos)
        return;
    const auto names = tl::split(t.substr(open1 + 1, close1 - open1 - 1), ',');
    const auto sizes = tl::split(t.substr(open2 + 1, close2 - open2 - 1), ',');
    if (names.size() != sizes.size())
        return;
    long long world = 1;
    int dp = 1;
    for (std::size_t i = 0; i < names.size(); ++i) {
        std::string_view n = tl::trim(names[i]);
        if (n.size() >= 2 && (n.front() == '\'' || n.front() == '"'))
            n = n.substr(1, n.size() - 2);
        const auto v = tl::integer(tl::trim(sizes[i]));
        if (!v || *v < 1 || *v > 1'000'000)
            return;
        world = std::min<long long>(world * *v, 1'000'000'000);
        if (n == "tp")
            k.tp = int(*v);
        else if (n == "pp")
            k.pp = int(*v);
        else if (n == "cp")
            k.cp = int(*v);
        else if (n == "ep")
            k.ep = int(*v);
        else if (n == "dp_shard" || n == "dp_replicate" || n == "dp")
            dp = int(std::min<long long>(dp * *v, 1'000'000'000));
    }
    k.worldSize = int(world);
    k.dp = dp;
    for (auto member : {&LogConfig::tp, &LogConfig::pp, &LogConfig::cp})
        if (!(k.*member))
            k.*member = 1;
}

void titanStartupLine(std::string_view t, LogConfig &k)
{
    if (auto at = t.find("Model "); at != std::string_view::npos
                                    && t.find(" size: ") != std::string_view::npos
                                    && t.find("total parameters") != std::string_view::npos) {
        const auto size = t.find(" size: ", at);
        k.modelName = std::string(tl::trim(t.substr(at + 6, size - at - 6)));
        k.parameters = tl::leadingNumber(t.substr(size + 7));
    } else if (auto cap = t.find(" capacity: ");
               cap != std::string_view::npos && t.find(" with ", cap) != std::string_view::npos) {
        const auto with = t.find(" with ", cap);
        k.gpuName = std::string(tl::trim(t.substr(cap + 11, with - cap - 11)));
    } else if (t.find("global batch size") != std::string_view::npos
               && t.find("local batch size") != std::string_view::npos) {
        // "Trainer is initialized with local batch size 1, global batch size 8, ..., sequence
        // length 8192" (2025); "Training starts at step 1, with local batch size ..." before.
        k.microBatch = asInt(after(t, "local batch size"));
        k.globalBatch = asInt(after(t, "global batch size"));
        k.seqLen = asInt(after(t, "sequence length"));
    } else if (t.find("device mesh with") != std::string_view::npos) {
        titanMesh(t, k);
    } else if (t.find("TransformerModelArgs(") != std::string_view::npos
               || t.find("ModelArgs(") != std::string_view::npos) {
        titanModelArgs(t, k);
    } else if (t.find("activation checkpointing to the model") != std::string_view::npos) {
        if (t.find("full activation") != std::string_view::npos)
            k.recompute = "full";
        else if (t.find("selective") != std::string_view::npos)
            k.recompute = "selective";
    } else if (t.find("Float8 training active") != std::string_view::npos
               || t.find("Float8 tensorwise") != std::string_view::npos
               || t.find("Float8 rowwise") != std::string_view::npos) {
        k.precision = "fp8";
    } else if (t.find("Mixed precision training is handled by fully_shard")
               != std::string_view::npos) {
        // FSDP2's MixedPrecisionPolicy with torchtitan's default mixed_precision_param bfloat16.
        if (!k.precision)
            k.precision = "bf16";
    } else if (t.find("Applied FSDP to the model") != std::string_view::npos
               || t.find("Applied HSDP to the model") != std::string_view::npos) {
        k.zeroStage = 3;
    }
}

} // namespace

bool readTorchtitan(const std::vector<tl::Line> &lines, Context &c)
{
    for (const auto &l : lines) {
        const std::string plain = tl::stripAnsi(l.text);
        const auto own = ownLine(plain, c);
        if (!own)
            continue;
        const std::string_view t = *own;
        const auto stepAt = t.find("step:");
        const bool stepLine = stepAt != std::string_view::npos
                              && (t.find(" tps:") != std::string_view::npos
                                  || t.find(" wps:") != std::string_view::npos);
        if (!stepLine) {
            titanStartupLine(t, c.log.config);
            continue;
        }
        LogIteration it;
        it.line = l.number;
        const auto step = tl::leadingNumber(t.substr(stepAt + 5));
        auto tps = after(t, "tps:");
        if (!tps)
            tps = after(t, "wps:");
        if (!step || *step < 0 || *step > 1e12 || !tps || *tps < 0 || *tps > 1e12) {
            if (l.number == c.lastLine) {
                c.warn(l.number, "the last line is cut short: ignored");
                continue;
            }
            return c.fail(l.number, "a torchtitan step line without its step number and tps");
        }
        it.step = (long long)*step;
        it.tokensPerSPerGpu = *tps;
        if (auto v = after(t, "tflops:"); v && *v >= 0 && *v < 1e6)
            it.tflopsPerGpu = *v;
        if (auto v = after(t, "mfu:"); v && *v >= 0 && *v <= 100)
            it.mfu = *v / 100;
        if (auto v = after(t, "memory:"); v && *v >= 0 && *v < 1e6)
            it.memoryBytes = *v * kGiB;
        c.add(it);
    }
    return true;
}

bool readDeepSpeed(const std::vector<tl::Line> &lines, Context &c)
{
    std::map<std::string, std::string> config;
    for (const auto &l : lines) {
        const auto own = ownLine(l.text, c);
        if (!own)
            continue;
        const std::string_view t = *own;
        if (t.find("CurrSamplesPerSec=") == std::string_view::npos) {
            if (auto a = dottedArgument(t)) {
                config[a->first] = a->second;
            } else if (const auto at = t.find("print]   "); at != std::string_view::npos) {
                // DeepSpeedConfig.print pads names to 29 with dots: longer names get none.
                const auto tokens = tl::splitWhitespace(t.substr(at + 9));
                if (tokens.size() == 2)
                    config[std::string(tokens[0])] = std::string(tokens[1]);
            } else if (const auto ws = t.find("world_size = "); ws != std::string_view::npos) {
                config["world_size"] = std::string(tl::trim(t.substr(ws + 13)));
            }
            continue;
        }
        LogIteration it;
        it.line = l.number;
        const auto step = after(t, "global_step=");
        const auto samples = after(t, "CurrSamplesPerSec=");
        if (!step || !samples || *step < 0 || *step > 1e12 || *samples < 0 || *samples > 1e12) {
            if (l.number == c.lastLine) {
                c.warn(l.number, "the last line is cut short: ignored");
                continue;
            }
            return c.fail(l.number, "a DeepSpeed throughput line without global_step and "
                                    "CurrSamplesPerSec");
        }
        it.step = (long long)*step;
        it.samplesPerS = *samples;
        if (auto m = after(t, "MaxMemAllocated="); m && *m >= 0 && *m < 1e6)
            it.memoryBytes = *m * kGiB; // DeepSpeed rounds memory_allocated() / 1024**3
        c.add(it);
    }
    LogConfig &k = c.log.config;
    k.globalBatch = intArgument(config, "train_batch_size");
    k.microBatch = intArgument(config, "train_micro_batch_size_per_gpu");
    k.worldSize = intArgument(config, "world_size");
    k.zeroStage = intArgument(config, "zero_optimization_stage");
    if (boolArgument(config, "bfloat16_enabled").value_or(false)
        || boolArgument(config, "bf16_enabled").value_or(false))
        k.precision = "bf16";
    else if (boolArgument(config, "fp16_enabled").value_or(false))
        k.precision = "fp16";
    for (LogIteration &it : c.log.iterations) {
        if (k.globalBatch && it.samplesPerS && *it.samplesPerS > 0)
            it.stepTimeS = *k.globalBatch / *it.samplesPerS;
    }
    return true;
}

} // namespace cl::logparse
