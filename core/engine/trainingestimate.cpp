// SPDX-License-Identifier: GPL-3.0-or-later
// From step numbers to what a planner reads: rates, days, MFU, the bottleneck and the "why".
#include "catalog/catalogentries.h"
#include "flops.h"
#include "modelstates.h"
#include "text/printf.h"
#include "trainingmodel.h"

#include <cmath>
#include <cstdio>

namespace cl {

namespace {

std::string percent(double fraction)
{
    return formatText("%.0f %%", fraction * 100.0);
}

/** The link a communication part runs over; empty for the server's own GPU links unnamed. */
std::string linkName(const ClusterSpec &c, bool network)
{
    return network ? c.networkName : c.scaleUpName;
}

std::vector<StepShare> bottleneckParts(const TrainingEstimate &e, const ClusterSpec &c,
                                       Precision precision)
{
    const StepBreakdown &b = e.breakdown;
    const double total = b.total();
    if (!(total > 0) || !std::isfinite(total))
        return {};
    const ParallelLayout &L = e.layout;
    const bool network = c.gpus > c.gpusPerNode;
    const std::pair<double, StepShare> parts[] = {
        {b.compute,
         {"compute",
          0,
          {{"gemm_percent", percent(c.profile.gemmFraction(matmulFormat(precision)))}}}},
        {b.bubble,
         {"bubble",
          0,
          {{"pp", std::to_string(L.pp)}, {"micro_batches", std::to_string(e.microBatches)}}}},
        {b.tpComm, {"tp_comm", 0, {{"link", linkName(c, L.tp > c.gpusPerNode)}}}},
        {b.cpComm, {"cp_comm", 0, {{"link", linkName(c, L.tp * L.cp > c.gpusPerNode)}}}},
        {b.epComm, {"ep_comm", 0, {{"link", linkName(c, L.tp * L.ep > c.gpusPerNode)}}}},
        {b.ppComm, {"pp_comm", 0, {{"link", linkName(c, network)}}}},
        {b.dpComm, {L.zero >= 3 ? "zero3_gather" : "dp_comm", 0, {{"link", linkName(c, network)}}}},
        {b.optimizer, {"optimizer", 0, {}}},
        {b.overhead, {"overhead", 0, {{"stack", c.profile.stack}}}},
        {b.straggler, {"straggler", 0, {{"gpus", std::to_string(c.gpus)}}}},
        {b.team, {"team", 0, {}}},
        {b.data,
         {"data",
          0,
          {{"read_s", formatText("%.3g", e.dataFeed.readS)},
           {"cpu_s", formatText("%.3g", e.dataFeed.cpuS)}}}},
    };
    const auto *worst = &parts[0];
    const decltype(worst) none = nullptr;
    auto worstOverhead = none;
    for (const auto &part : parts) {
        if (part.first > worst->first)
            worst = &part;
        if (&part != &parts[0] && (!worstOverhead || part.first > worstOverhead->first))
            worstOverhead = &part;
    }
    // Prefetching loaders whose feed takes the whole step set its pace, whatever the layout
    // computes behind them (the planner keeps any layout that hides behind the data).
    if (e.dataFeed.feedS() >= (1.0 - kDataStarvedShare) * total && e.dataFeed.feedS() > 0)
        return {{"data",
                 std::min(1.0, e.dataFeed.feedS() / total),
                 {{"read_s", formatText("%.3g", e.dataFeed.readS)},
                  {"cpu_s", formatText("%.3g", e.dataFeed.cpuS)}}}};
    std::vector<StepShare> out {worst->second};
    out.back().share = worst->first / total;
    if (worst == &parts[0] && worstOverhead && worstOverhead->first > 0.1 * total) {
        out.push_back(worstOverhead->second);
        out.back().share = worstOverhead->first / total;
    }
    return out;
}

void explain(TrainingEstimate &e, const TrainingJob &job, const ClusterSpec &c, double peak)
{
    auto num = [](double x) {
        return formatText("%.4g", x);
    };
    e.explanations.push_back(
        {"flops_total",
         {{"tokens", num(job.tokens)},
          {"model FLOPs per token", num(modelFlopsPerToken(job.shape, job.sequenceLength))},
          {"model", job.shape.origin}}});
    e.explanations.push_back({"step_time_s",
                              {{"compute", num(e.breakdown.compute)},
                               {"bubble", num(e.breakdown.bubble)},
                               {"tp_comm", num(e.breakdown.tpComm)},
                               {"cp_comm", num(e.breakdown.cpComm)},
                               {"ep_comm", num(e.breakdown.epComm)},
                               {"pp_comm", num(e.breakdown.ppComm)},
                               {"dp_comm", num(e.breakdown.dpComm)},
                               {"optimizer", num(e.breakdown.optimizer)},
                               {"overhead", num(e.breakdown.overhead)},
                               {"straggler", num(e.breakdown.straggler)},
                               {"team", num(e.breakdown.team)},
                               {"data", num(e.breakdown.data)},
                               {"layout", e.layout.describe()},
                               {"micro-batches per step", std::to_string(e.microBatches)}}});
    e.explanations.push_back(
        {"mfu",
         {{"model TFLOP/s per GPU", num(e.tflopsModelPerGpu)},
          {"peak TFLOP/s", num(peak / 1e12)},
          {"GEMM efficiency", num(c.profile.gemmFraction(matmulFormat(job.precision)))},
          {"efficiency profile", c.profile.id + " (" + c.profile.source + ")"}}});
    e.explanations.push_back({"train_days",
                              {{"tokens", num(job.tokens)},
                               {"tokens per second", num(e.tokensPerS)},
                               {"goodput", num(e.goodput.value)}}});
    e.explanations.push_back({"memory_per_gpu",
                              {{"weights", num(e.memory.weights)},
                               {"gradients", num(e.memory.gradients)},
                               {"optimizer", num(e.memory.optimizer)},
                               {"activations", num(e.memory.activations)},
                               {"overhead", num(e.memory.overhead)},
                               {"capacity", num(e.memory.capacity)}}});
}

} // namespace

GoodputInputs goodputInputs(const TrainingJob &job, const ClusterSpec &c)
{
    GoodputInputs in;
    in.gpus = c.gpus;
    // A checkpoint holds the weights (16-bit) and the optimizer states of what is trained.
    const bool adapters = job.mode == TrainingMode::Lora || job.mode == TrainingMode::Qlora;
    const double trained = job.shape.parameters * (adapters ? 0.01 : 1.0);
    in.checkpointBytes = trained * (2.0 + optimizerBytesPerParameter(job.optimizer, job.precision));
    in.storageWriteBytesPerS = c.storageWriteBytesPerS;
    in.storageReadBytesPerS = c.storageReadBytesPerS;
    in.asynchronous = job.asyncCheckpoint;
    in.fixed = job.goodput;
    return in;
}

TrainingEstimate estimateTraining(const TrainingJob &job, const ClusterSpec &c,
                                  const ParallelLayout &layout)
{
    TrainingEstimate e;
    e.layout = layout;
    const StepNumbers numbers = computeStep(job, c, layout);
    if (numbers.invalid) {
        e.invalidCode = numbers.invalid;
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
        e.invalidCode = "network.none";
        e.breakdown = numbers.breakdown;
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
    e.fullSquare.tflopsModelPerGpu = numbers.modelFlopsPerStepFullSquare / step / c.gpus / 1e12;
    e.fullSquare.tflopsHardwarePerGpu
        = numbers.hardwareFlopsPerStepFullSquare / step / c.gpus / 1e12;
    e.fullSquare.mfu = e.fullSquare.tflopsModelPerGpu * 1e12 / peak;
    e.goodput = modelGoodput(goodputInputs(job, c));
    const double seconds = job.tokens / e.tokensPerS / e.goodput.value;
    e.trainDays = seconds / 86400.0;
    e.gpuHours = seconds * c.gpus / 3600.0;
    e.flopsTotal = numbers.modelFlopsPerStep / tokensPerStep * job.tokens;
    e.networkBytesPerGpuPerStep = numbers.networkBytesPerGpu;
    e.dataFeed = numbers.dataFeed;
    e.bottleneckParts = bottleneckParts(e, c, job.precision);
    explain(e, job, c, peak);
    return e;
}

} // namespace cl
