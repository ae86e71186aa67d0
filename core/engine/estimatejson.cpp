// SPDX-License-Identifier: GPL-3.0-or-later
#include "estimatejson.h"

#include "catalog/catalogentries.h"

namespace cl {

using ojson = nlohmann::ordered_json;

namespace {
ojson finiteOrNull(double x)
{
    return std::isfinite(x) ? ojson(x) : ojson(nullptr);
}
} // namespace

ojson estimateToJson(const TrainingEstimate &e, const JsonWording &w)
{
    ojson j;
    j["valid"] = e.valid;
    if (!e.valid) {
        j["invalid_code"] = e.invalidCode;
        if (w.reason)
            j["invalid_reason"] = w.reason(e.invalidCode);
    }
    j["step_time_s"] = finiteOrNull(e.stepTimeS);
    j["tokens_per_s"] = e.tokensPerS;
    j["tokens_per_s_per_gpu"] = e.tokensPerSPerGpu;
    j["tflops_per_gpu_model"] = e.tflopsModelPerGpu;
    j["tflops_per_gpu_hardware"] = e.tflopsHardwarePerGpu;
    j["mfu"] = e.mfu;
    j["hfu"] = e.hfu;
    // Counting the whole attention square, as tables built on Megatron's eq. 3 do.
    j["full_square"] = {{"tflops_per_gpu_model", e.fullSquare.tflopsModelPerGpu},
                        {"tflops_per_gpu_hardware", e.fullSquare.tflopsHardwarePerGpu},
                        {"mfu", e.fullSquare.mfu}};
    j["train_days"] = e.trainDays;
    // P10-P90: where measured runs of this regime land against the engine (held out).
    const auto orNull = [&](double EstimateBand::*field) {
        return e.band ? ojson((*e.band).*field) : ojson(nullptr);
    };
    j["train_days_p10"] = orNull(&EstimateBand::trainDaysP10);
    j["train_days_p90"] = orNull(&EstimateBand::trainDaysP90);
    j["tokens_per_s_per_gpu_p10"] = orNull(&EstimateBand::tokensPerSPerGpuP10);
    j["tokens_per_s_per_gpu_p90"] = orNull(&EstimateBand::tokensPerSPerGpuP90);
    j["mfu_p10"] = orNull(&EstimateBand::mfuP10);
    j["mfu_p90"] = orNull(&EstimateBand::mfuP90);
    j["band"] = e.band ? ojson {{"regime", e.band->regime},
                                {"runs", e.band->runs},
                                {"sources", e.band->sources}}
                       : ojson(nullptr);
    if (e.band && e.band->calibratedAtGpus > 0) {
        j["band"]["calibrated_at_gpus"] = e.band->calibratedAtGpus;
        j["band"]["extrapolation_doublings"] = e.band->extrapolationDoublings;
    }
    j["gpu_hours"] = e.gpuHours;
    const Goodput &g = e.goodput;
    j["goodput"] = {{"value", g.value},
                    {"modelled", g.modelled},
                    {"interruptions_per_day", g.interruptionsPerDay},
                    {"checkpoint_interval_s", g.checkpointIntervalS},
                    {"checkpoint_write_s", g.checkpointWriteS},
                    {"checkpoint_stall_s", g.checkpointStallS},
                    {"asynchronous_checkpoint", g.asynchronous},
                    {"restart_s", g.restartS},
                    {"restore_s", g.restoreS},
                    {"storage_write_bytes_per_s", g.storageWriteBytesPerS},
                    {"lost_hours", e.trainDays * 24.0 * (1.0 - g.value)},
                    {"source", g.source}};
    j["flops_total"] = e.flopsTotal;
    j["fits"] = e.memory.fits();
    j["memory_status"] = e.memory.status();
    j["memory_per_gpu_bytes"]
        = {{"weights", e.memory.weights},     {"gradients", e.memory.gradients},
           {"optimizer", e.memory.optimizer}, {"activations", e.memory.activations},
           {"overhead", e.memory.overhead},   {"total", e.memory.total()},
           {"capacity", e.memory.capacity}};
    const ParallelLayout &L = e.layout;
    j["parallel"] = {{"tp", L.tp},
                     {"pp", L.pp},
                     {"dp", L.dp},
                     {"cp", L.cp},
                     {"ep", L.ep},
                     {"zero", L.zero},
                     {"recompute", nameOf(recomputeNames(), L.recompute)},
                     {"sp", L.sp},
                     {"micro_batch", L.microBatch},
                     {"interleave", L.interleave},
                     {"shard_group", L.shardGroup},
                     {"uneven_stages", L.unevenStages},
                     {"micro_batches_per_step", e.microBatches}};
    j["breakdown_s"] = {{"compute", finiteOrNull(e.breakdown.compute)},
                        {"bubble", finiteOrNull(e.breakdown.bubble)},
                        {"tp_comm", finiteOrNull(e.breakdown.tpComm)},
                        {"cp_comm", finiteOrNull(e.breakdown.cpComm)},
                        {"ep_comm", finiteOrNull(e.breakdown.epComm)},
                        {"pp_comm", finiteOrNull(e.breakdown.ppComm)},
                        {"dp_comm", finiteOrNull(e.breakdown.dpComm)},
                        {"optimizer", finiteOrNull(e.breakdown.optimizer)},
                        {"overhead", finiteOrNull(e.breakdown.overhead)},
                        {"straggler", finiteOrNull(e.breakdown.straggler)},
                        {"team", finiteOrNull(e.breakdown.team)},
                        {"data", finiteOrNull(e.breakdown.data)}};
    j["data_feed"] = {{"read_bytes_per_step", finiteOrNull(e.dataFeed.readBytes)},
                      {"read_s", finiteOrNull(e.dataFeed.readS)},
                      {"loader_cores_per_node", finiteOrNull(e.dataFeed.loaderCoresPerNode)},
                      {"cpu_s", finiteOrNull(e.dataFeed.cpuS)},
                      {"stall_s", finiteOrNull(e.dataFeed.stallS)}};
    if (w.bottleneck)
        j["bottleneck"] = w.bottleneck(e.bottleneckParts);
    ojson parts = ojson::array();
    for (const StepShare &s : e.bottleneckParts)
        parts.push_back({{"part", s.part}, {"share", s.share}, {"params", s.params}});
    j["bottleneck_parts"] = parts;
    ojson why = ojson::array();
    for (const auto &x : e.explanations) {
        ojson inputs = ojson::object();
        for (const auto &[k, v] : x.inputs)
            inputs[k] = v;
        ojson one {{"key", x.key}};
        if (w.formula)
            one["formula"] = w.formula(x.key);
        one["inputs"] = inputs;
        why.push_back(one);
    }
    j["explanations"] = why;
    return j;
}

ojson simplerThanFastestToJson(const PlanResult &plan)
{
    if (!plan.fastest || !plan.best)
        return ojson(nullptr);
    return {{"fastest_layout", plan.fastest->layout.describe()},
            {"fastest_step_time_s", plan.fastest->stepTimeS},
            {"slower_percent", (plan.best->stepTimeS / plan.fastest->stepTimeS - 1.0) * 100.0},
            {"knobs_avoided", plan.knobsAvoided}};
}

ojson planToJson(const PlanResult &plan, const JsonWording &w)
{
    ojson j;
    j["best"] = plan.best ? estimateToJson(*plan.best, w) : ojson(nullptr);
    ojson top = ojson::array();
    for (const auto &r : plan.top) {
        ojson t = estimateToJson(r.estimate, w);
        t["why_lost"] = r.whyLost;
        top.push_back(t);
    }
    j["top"] = top;
    if (plan.fastestOutOfMemory) {
        ojson f = estimateToJson(plan.fastestOutOfMemory->estimate, w);
        f["why_lost"] = plan.fastestOutOfMemory->whyLost;
        j["fastest_out_of_memory"] = f;
    }
    j["min_sharding_to_fit"]
        = plan.minShardingToFit ? ojson(*plan.minShardingToFit) : ojson(nullptr);
    j["simpler_than_fastest"] = simplerThanFastestToJson(plan);
    j["configs_considered"] = plan.configsConsidered;
    j["configs_pruned"] = plan.configsPruned;
    j["configs_evaluated"] = plan.configsEvaluated;
    j["configs_fitting"] = plan.configsFitting;
    return j;
}

ojson contextToJson(const TrainingJob &job, const ClusterSpec &c)
{
    ojson j;
    j["model"] = {{"origin", job.shape.origin},
                  {"parameters", job.shape.parameters},
                  {"active_parameters", job.shape.activeParameters},
                  {"layers", job.shape.arch.layers},
                  {"hidden", job.shape.arch.hidden},
                  {"heads", job.shape.arch.heads},
                  {"kv_heads", job.shape.arch.kvHeads},
                  {"head_dim", job.shape.arch.headSize()},
                  {"ffn", job.shape.arch.ffn},
                  {"vocab", job.shape.arch.vocab}};
    j["tokens"] = job.tokens;
    j["seq_len"] = job.sequenceLength;
    j["global_batch"] = job.globalBatch;
    j["precision"] = nameOf(precisionNames(), job.precision);
    j["goodput"] = job.goodput ? ojson(*job.goodput) : ojson(nullptr);
    j["stack"] = c.profile.stack;
    j["cluster"] = {{"gpu", c.gpu->id},
                    {"gpus", c.gpus},
                    {"gpus_per_node", c.gpusPerNode},
                    {"network", c.networkName},
                    {"network_bytes_per_s_per_gpu", c.networkBytesPerS},
                    {"scale_up_bytes_per_s_per_gpu", c.scaleUpBytesPerS},
                    {"oversubscription", c.oversubscription}};
    j["efficiency_profile"] = {{"id", c.profile.id},
                               {"stack", c.profile.stack},
                               {"stack_source", c.profile.stackSource},
                               {"source", c.profile.source},
                               {"calibrated", c.profile.calibrated},
                               {"gemm_bf16", c.profile.gemmFraction(NumberFormat::BF16)},
                               {"gemm_fp8", c.profile.gemmFraction(NumberFormat::FP8)},
                               {"hbm", c.profile.hbm},
                               {"scale_up", c.profile.scaleUp},
                               {"network", c.profile.network}};
    return j;
}

} // namespace cl
