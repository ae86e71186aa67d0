// SPDX-License-Identifier: GPL-3.0-or-later
// From step numbers to what a planner reads: rates, days, MFU, the bottleneck and the "why".
#include "catalog/catalogentries.h"
#include "flops.h"
#include "trainingmodel.h"

#include <cmath>
#include <cstdio>

namespace cl {

namespace {

std::string fmt(const char *format, double x)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, format, x);
    return buffer;
}

std::string percent(double fraction)
{
    return fmt("%.0f %%", fraction * 100.0);
}

std::string bandwidthName(const ClusterSpec &c, bool network)
{
    if (!network)
        return c.scaleUpName.empty() ? std::string("the server's GPU links") : c.scaleUpName;
    return c.networkName;
}

std::string bottleneckText(const TrainingEstimate &e, const ClusterSpec &c)
{
    const StepBreakdown &b = e.breakdown;
    const double total = b.total();
    if (!(total > 0) || !std::isfinite(total))
        return "no estimate";
    struct Part
    {
        double seconds;
        std::string words;
    };
    const ParallelLayout &L = e.layout;
    const bool tpInNode = L.tp <= c.gpusPerNode;
    const bool dpCrossesNodes = c.gpus > c.gpusPerNode;
    const Part parts[] = {
        {b.compute, "compute (GEMMs at " + percent(c.profile.gemmFraction(NumberFormat::BF16))
                        + " of peak, recompute included)"},
        {b.bubble, "pipeline bubble (PP" + std::to_string(L.pp) + ", "
                       + std::to_string(e.microBatches) + " micro-batches)"},
        {b.tpComm, "tensor-parallel all-reduces over " + bandwidthName(c, !tpInNode)},
        {b.ppComm, "pipeline transfers over " + bandwidthName(c, c.gpus > c.gpusPerNode)},
        {b.dpComm, std::string(L.zero >= 3 ? "exposed ZeRO-3 gathers" : "exposed DP all-reduce")
                       + " over " + bandwidthName(c, dpCrossesNodes)},
        {b.optimizer, "optimizer step (memory-bound)"},
    };
    const Part *worst = &parts[0];
    const Part *worstOverhead = nullptr;
    for (const Part &part : parts) {
        if (part.seconds > worst->seconds)
            worst = &part;
        if (&part != &parts[0] && (!worstOverhead || part.seconds > worstOverhead->seconds))
            worstOverhead = &part;
    }
    std::string text = worst->words + ": " + percent(worst->seconds / total) + " of the step";
    if (worst == &parts[0] && worstOverhead && worstOverhead->seconds > 0.1 * total)
        text += "; then " + worstOverhead->words + ": " + percent(worstOverhead->seconds / total);
    return text;
}

void explain(TrainingEstimate &e, const TrainingJob &job, const ClusterSpec &c, double peak)
{
    auto num = [](double x) {
        return fmt("%.4g", x);
    };
    e.explanations.push_back(
        {"flops_total",
         "tokens x model FLOPs per token; per token = 3 x (2 x matmul parameters + 4·s·h·L + "
         "2·h·V) "
         "(Korthikanti 2022 eq. 7, generalised to GQA/SwiGLU/MoE)",
         {{"tokens", num(job.tokens)},
          {"model FLOPs per token", num(modelFlopsPerToken(job.shape, job.sequenceLength))},
          {"model", job.shape.origin}}});
    e.explanations.push_back({"step_time_s",
                              "compute + bubble + TP comm + PP comm + exposed DP comm + optimizer",
                              {{"compute", num(e.breakdown.compute)},
                               {"bubble", num(e.breakdown.bubble)},
                               {"tp_comm", num(e.breakdown.tpComm)},
                               {"pp_comm", num(e.breakdown.ppComm)},
                               {"dp_comm", num(e.breakdown.dpComm)},
                               {"optimizer", num(e.breakdown.optimizer)},
                               {"layout", e.layout.describe()},
                               {"micro-batches per step", std::to_string(e.microBatches)}}});
    e.explanations.push_back(
        {"mfu",
         "model FLOPs per second per GPU / dense peak",
         {{"model TFLOP/s per GPU", num(e.tflopsModelPerGpu)},
          {"peak TFLOP/s", num(peak / 1e12)},
          {"GEMM efficiency", num(c.profile.gemmFraction(matmulFormat(job.precision)))},
          {"efficiency profile", c.profile.id + " (" + c.profile.source + ")"}}});
    e.explanations.push_back({"train_days",
                              "tokens / (tokens per second x goodput) / 86,400",
                              {{"tokens", num(job.tokens)},
                               {"tokens per second", num(e.tokensPerS)},
                               {"goodput", num(job.goodput)}}});
    e.explanations.push_back(
        {"memory_per_gpu",
         "weights + gradients + optimizer (ZeRO over DP x CP, after TP x PP) + activations "
         "(Korthikanti Table 2, first stage holds min(PP, micro-batches)) + 1.5 GiB runtime + "
         "10 % fragmentation",
         {{"weights", num(e.memory.weights)},
          {"gradients", num(e.memory.gradients)},
          {"optimizer", num(e.memory.optimizer)},
          {"activations", num(e.memory.activations)},
          {"overhead", num(e.memory.overhead)},
          {"capacity", num(e.memory.capacity)}}});
}

} // namespace

TrainingEstimate estimateTraining(const TrainingJob &job, const ClusterSpec &c,
                                  const ParallelLayout &layout)
{
    TrainingEstimate e;
    e.layout = layout;
    const StepNumbers numbers = computeStep(job, c, layout);
    if (numbers.invalid) {
        e.invalidReason = numbers.invalid;
        return e;
    }
    e.microBatches = numbers.microBatches;
    e.memory = numbers.memory;
    e.breakdown = numbers.breakdown;
    const double peak = matmulPeak(c, job.precision);
    double step = e.breakdown.total();
    if (job.fixedMfu) {
        // Back of the envelope: the step is whatever the given MFU makes it.
        step = numbers.modelFlopsPerStep / (*job.fixedMfu * c.gpus * peak);
        e.breakdown = StepBreakdown {};
        e.breakdown.compute = step;
    }
    if (!std::isfinite(step) || step <= 0) {
        e.invalidReason = "no bandwidth between servers: the GPUs cannot train together";
        e.breakdown = numbers.breakdown;
        e.bottleneck = "no network between servers: a multi-server run cannot communicate";
        return e;
    }
    e.valid = true;
    e.stepTimeS = step;
    const double tokensPerStep = double(job.globalBatch) * job.sequenceLength;
    e.tokensPerS = tokensPerStep / step;
    e.tokensPerSPerGpu = e.tokensPerS / c.gpus;
    e.tflopsModelPerGpu = numbers.modelFlopsPerStep / step / c.gpus / 1e12;
    e.tflopsHardwarePerGpu = numbers.hardwareFlopsPerStep / step / c.gpus / 1e12;
    e.mfu = e.tflopsModelPerGpu * 1e12 / peak;
    e.hfu = e.tflopsHardwarePerGpu * 1e12 / peak;
    const double seconds = job.tokens / e.tokensPerS / job.goodput;
    e.trainDays = seconds / 86400.0;
    e.gpuHours = seconds * c.gpus / 3600.0;
    e.flopsTotal = numbers.modelFlopsPerStep / tokensPerStep * job.tokens;
    e.networkBytesPerGpuPerStep = numbers.networkBytesPerGpu;
    e.bottleneck = bottleneckText(e, c);
    explain(e, job, c, peak);
    return e;
}

} // namespace cl
