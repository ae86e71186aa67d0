// SPDX-License-Identifier: GPL-3.0-or-later
// Training logs as the frameworks print them: Megatron-LM (and Megatron-DeepSpeed) iteration
// lines and its "arguments" block, NeMo 2's Lightning progress lines, torchtitan's step lines
// (colours and all) and its start-up lines, DeepSpeed's ThroughputTimer lines and its
// configuration dump. What a log states about the run is kept as it stated it; what it does not
// state stays empty, for the user to give (calibration asks, never guesses). SI units.
#pragma once

#include "json/jsonerror.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cl {

enum class LogFramework { Megatron, NeMo, Torchtitan, DeepSpeed };
const char *logFrameworkName(LogFramework f); ///< megatron | nemo | torchtitan | deepspeed

/** What one logged step says. */
struct LogIteration
{
    long long step = 0;
    std::optional<double> stepTimeS; ///< wall time of one optimizer step
    std::optional<double> tflopsPerGpu; ///< as the framework counts it
    std::optional<double> tokensPerSPerGpu; ///< torchtitan's tps
    std::optional<double> mfu; ///< 0..1
    std::optional<double> samplesPerS; ///< DeepSpeed: the whole job's
    std::optional<double> memoryBytes; ///< peak reserved or allocated, per GPU
    std::optional<long long> globalBatch;
    long long skipped = 0; ///< Megatron: skipped iterations in this interval (loss scale)
    int iterationsInInterval = 1; ///< Megatron's log interval: the time is a mean over it
    int line = 0;
};

/** The run's configuration, where the log prints it (Megatron's arguments, torchtitan's
 *  ModelArgs and start-up lines, DeepSpeed's config dump). */
struct LogConfig
{
    std::optional<int> worldSize, tp, pp, cp, ep, dp, microBatch, globalBatch, seqLen;
    std::optional<int> interleave; ///< virtual pipeline stages per rank
    std::optional<int> layers, hidden, ffn, heads, kvHeads, vocab, experts, topK;
    std::optional<bool> swiglu, sequenceParallel, distributedOptimizer;
    std::optional<int> zeroStage;
    std::optional<std::string> precision; ///< bf16 | fp16 | fp8 | fp32
    std::optional<std::string> recompute; ///< none | selective | full
    std::optional<double> parameters; ///< the total the framework printed
    std::string gpuName; ///< as CUDA names it, where the log prints it
    std::string modelName; ///< "llama3 8B"
};

struct TrainingLog
{
    LogFramework framework = LogFramework::Megatron;
    LogConfig config;
    std::vector<LogIteration> iterations; ///< the one run the file ends with, in step order
    std::vector<LoadError> warnings; ///< restarts, other ranks' lines, a cut last line
};

/** The steady state of a log: warm-up dropped, then the median of what is left. */
struct LogSteadyState
{
    int used = 0; ///< logged entries used
    int warmup = 0; ///< logged entries dropped at the start
    long long firstStep = 0, lastStep = 0;
    std::optional<double> stepTimeS, stepTimeP10S, stepTimeP90S;
    std::optional<double> tflopsPerGpu, tokensPerSPerGpu, mfu;
    std::optional<double> memoryBytes; ///< the highest logged
};

/** The framework a text is a log of; nullopt when it is none of them. */
std::optional<LogFramework> detectTrainingLog(std::string_view text);

/** Reads a log; errors name the file and line ("file:12: ..."). */
std::optional<TrainingLog> readTrainingLog(std::string_view text, const std::string &file,
                                           LoadErrors &errors);

/**
 * The steady state: the first tenth of the logged entries (at least one: the first holds start-up
 * and compilation) and any with skipped iterations are dropped; at least three must remain.
 * Step time from the log's own time, else from DeepSpeed's samples/s and the global batch.
 */
std::optional<LogSteadyState> steadyState(const TrainingLog &log, std::string *why);

} // namespace cl
