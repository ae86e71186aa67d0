// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandrun.h"

#include "catalog/catalog.h"
#include "fabric/scaleupdomain.h"
#include "model/design.h"
#include "plancache.h"
#include "precisionsupport.h"
#include "softwarestack.h"
#include "text/printf.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace cl {

namespace {

double pcieBytesPerDirection(int generation)
{
    // x16 link: gen3 ~16 GB/s, doubling each generation.
    return 16e9 * std::pow(2.0, std::max(0, generation - 3));
}

// A parallel file system writes large checkpoint shards at about half the line rate of the
// storage fabric (an estimate; --storage-write-gbps and the probe of a real system replace it);
// the loaders' reads are taken at the same share (DDN's AI400X2: 90 GB/s read on 200 GB/s of
// ports).
constexpr double kStorageShareOfLineRate = 0.5;

/** Line rate (bit/s) of a server's ports on one fabric. */
double portBits(const ServerModel &s, Fabric fabric)
{
    double bits = 0;
    for (const PortGroup &g : s.ports) {
        if (g.fabric == fabric)
            bits += g.count * g.speedBitsPerS;
    }
    return bits;
}

struct FileServerRates
{
    double writeBytesPerS = 0;
    double readBytesPerS = 0;
};

/**
 * What the design's file servers move (B/s), one scan for both. Checkpoints go to the storage
 * servers' storage ports (or the GPU servers' if fewer); 0 without a storage server. The loaders
 * read from the same servers, or, where the design has none, from file servers on the in-band
 * network (an NFS head: a server without GPUs and without storage ports), at the same share of
 * the line rate; 0 where neither exists (local NVMe, or storage outside the design).
 */
FileServerRates fileServerRates(const Design &d, const Catalog &c)
{
    double storageSide = 0, gpuSide = 0, nfsSide = 0, gpuInBand = 0;
    for (const auto &dev : d.devices) {
        if (dev.kind != DeviceKind::GpuServer && dev.kind != DeviceKind::Server)
            continue;
        const ServerModel *s = c.server(dev.model);
        if (!s)
            continue;
        const double storage = portBits(*s, Fabric::Storage);
        if (dev.kind == DeviceKind::GpuServer) {
            gpuSide += storage;
            gpuInBand += portBits(*s, Fabric::InBand);
        } else if (storage > 0) {
            storageSide += storage;
        } else {
            nfsSide += portBits(*s, Fabric::InBand);
        }
    }
    FileServerRates r;
    if (storageSide > 0) {
        const double bits = gpuSide > 0 ? std::min(storageSide, gpuSide) : storageSide;
        r.writeBytesPerS = kStorageShareOfLineRate * bits / 8.0;
        r.readBytesPerS = r.writeBytesPerS;
    } else if (nfsSide > 0) {
        const double bits = gpuInBand > 0 ? std::min(nfsSide, gpuInBand) : nfsSide;
        r.readBytesPerS = kStorageShareOfLineRate * bits / 8.0;
    }
    return r;
}

double bf16Rate(const GpuModel &g)
{
    return rateOf(g.peakDense, NumberFormat::BF16)
        .value_or(rateOf(g.peakDense, NumberFormat::FP16).value_or(0));
}

} // namespace

DesignScan scanDesign(const Design &d, const Catalog &c)
{
    DesignScan scan;
    scan.rackDomain = rackScaleUpDomains(d);
    const FileServerRates files = fileServerRates(d, c);
    scan.storageWriteBytesPerS = files.writeBytesPerS;
    scan.storageReadBytesPerS = files.readBytesPerS;
    return scan;
}

std::optional<ClusterSpec> clusterFromServers(const Design &d, const Catalog &c,
                                              const std::vector<std::size_t> &servers,
                                              double perGpuBitsPerS, double oversubscription,
                                              const Calibrations &calibrations, Diagnostics &out)
{
    return clusterFromServers(d, c, scanDesign(d, c), servers, perGpuBitsPerS, oversubscription,
                              calibrations, out);
}

std::optional<ClusterSpec> clusterFromServers(const Design &d, const Catalog &c,
                                              const DesignScan &scan,
                                              const std::vector<std::size_t> &servers,
                                              double perGpuBitsPerS, double oversubscription,
                                              const Calibrations &calibrations, Diagnostics &out)
{
    std::map<std::string, int> counts;
    int perNode = 0;
    bool pcieServers = false;
    // A rack-scale domain (NVL72, CloudMatrix) is one node to the engine: its GPUs, up to what
    // the system holds, share the trays' NVLink / UB fabric.
    const auto &rackDomain = scan.rackDomain;
    std::map<std::string_view, std::pair<int, const ScaleUpDomainSpec *>> domains;
    int alonePerNode = 0; // the largest server outside any domain
    double coresPerGpu = -1; // the fewest host cores per GPU of a server (0: one states none)
    for (std::size_t i : servers) {
        const Device &dev = d.devices[i];
        if (dev.kind != DeviceKind::GpuServer)
            continue;
        int here = 0;
        for (const auto &slot : dev.gpuSlots) {
            if (slot) {
                ++counts[*slot];
                ++here;
            }
        }
        const ServerModel *s = c.server(dev.model);
        if (s && here > 0)
            pcieServers = pcieServers || s->gpuFormFactor == "pcie";
        // Per GPU, so that a rack-scale domain (one node to the engine) has all its trays' cores.
        if (here > 0) {
            const double perGpu = s ? double(s->cpuCores) / here : 0.0;
            coresPerGpu = coresPerGpu < 0 ? perGpu : std::min(coresPerGpu, perGpu);
        }
        const auto domain
            = dev.rack && s && s->scaleUpDomain ? rackDomain.find(*dev.rack) : rackDomain.end();
        if (domain != rackDomain.end()) {
            auto &[gpus, spec] = domains[domain->second];
            gpus = std::min(gpus + here, s->scaleUpDomain->maxGpus);
            spec = &*s->scaleUpDomain;
        } else {
            alonePerNode = std::max(alonePerNode, here);
        }
    }
    // One node size for the island: the smallest domain (a part-filled NVL72 beside a full one
    // must not be planned as 72), and no larger than the servers outside domains; the slowest
    // domain fabric.
    const ScaleUpDomainSpec *domainSpec = nullptr;
    perNode = alonePerNode;
    for (const auto &[name, entry] : domains) {
        const auto &[gpus, spec] = entry;
        const bool first = domainSpec == nullptr;
        perNode = first && alonePerNode == 0 ? gpus : std::min(perNode, gpus);
        if (first || spec->bytesPerS < domainSpec->bytesPerS)
            domainSpec = spec;
    }
    // Synchronous data parallelism runs at the pace of its slowest GPU; the smallest memory
    // bounds what a layout may hold on every GPU.
    const GpuModel *pace = nullptr;
    const GpuModel *smallest = nullptr;
    int total = 0;
    for (const auto &[id, n] : counts) {
        total += n;
        const GpuModel *g = c.gpu(id);
        if (!g)
            continue;
        if (!pace || bf16Rate(*g) < bf16Rate(*pace))
            pace = g;
        if (!smallest || g->memoryBytes < smallest->memoryBytes)
            smallest = g;
    }
    if (!pace)
        return std::nullopt;
    if (counts.size() > 1) {
        std::string list;
        for (const auto &[id, n] : counts)
            list += (list.empty() ? "" : ", ") + std::to_string(n) + " x " + id;
        out.push_back({Severity::Warning,
                       "engine.mixed_gpu_models",
                       {},
                       {},
                       {{"models", list}, {"pace", pace->id}, {"memory", smallest->id}}});
    }
    auto calibrated = calibrations.find(pace->id);
    const SoftwareStack *named = d.workload.stack ? findStack(*d.workload.stack) : nullptr;
    const SoftwareStack &stack = named ? *named : defaultStackFor(*pace);
    ClusterSpec spec;
    spec.gpu = pace;
    spec.gpus = total;
    spec.gpusPerNode = std::max(1, perNode);
    spec.profile = calibrated != calibrations.end() ? withStack(calibrated->second, stack, true)
                                                    : withStack(generationProfileFor(*pace), stack);
    if (smallest->memoryBytes < pace->memoryBytes)
        spec.memoryBytesPerGpu = smallest->memoryBytes;
    spec.scaleUpName = pcieServers ? "PCIe" : pace->scaleUpLink;
    spec.scaleUpBytesPerS
        = pcieServers ? pcieBytesPerDirection(pace->pcieGen) : pace->scaleUpBytesPerS / 2.0;
    if (domainSpec) {
        // Datasheets state both directions; the engine's links run per direction.
        if (domainSpec->bytesPerS > 0)
            spec.scaleUpBytesPerS = domainSpec->bytesPerS / 2.0;
        spec.scaleUpName = (domainSpec->link.empty() ? pace->scaleUpLink : domainSpec->link) + " ("
                           + domainSpec->system + ")";
    }
    spec.networkBytesPerS = perGpuBitsPerS / 8.0;
    spec.oversubscription = std::max(1.0, oversubscription);
    spec.storageWriteBytesPerS = scan.storageWriteBytesPerS;
    spec.storageReadBytesPerS = scan.storageReadBytesPerS;
    spec.cpuCoresPerNode = int(std::max(0.0, coresPerGpu) * spec.gpusPerNode);
    const double gbps = perGpuBitsPerS / 1e9;
    // Notation, not prose: the bottleneck names the link it runs over ("400 Gb/s/GPU").
    spec.networkName = gbps <= 0 ? std::string("-")
                                 : formatText(gbps >= 1 ? "%.0f Gb/s/GPU" : "%.2f Gb/s/GPU", gbps);
    spec.networkLatencyS = gbps >= 100 ? 5e-6 : 20e-6;
    return spec;
}

namespace {

LayoutConstraints constraintsOf(const Parallelism &p)
{
    LayoutConstraints k;
    k.tp = p.tp;
    k.pp = p.pp;
    k.cp = p.cp;
    k.ep = p.ep;
    k.zero = p.zeroStage;
    k.sp = p.sequenceParallel;
    k.recompute = p.recompute;
    k.microBatch = p.microBatch;
    k.interleave = p.interleave;
    k.shardGroup = p.shardGroup;
    k.unevenStages = p.unevenStages;
    if (p.dp > 0)
        k.dp = p.dp;
    return k;
}

/** Every estimate of a plan for another token count timed again for `job`'s: the layouts
 *  and the reasons between them are step times and memory, which the tokens do not change. */
void retime(PlanResult &plan, const TrainingJob &job, const ClusterSpec &cluster)
{
    const auto again = [&](TrainingEstimate &e) {
        e = estimateTraining(job, cluster, e.layout);
    };
    for (std::optional<TrainingEstimate> *e : {&plan.best, &plan.closest, &plan.fastest})
        if (*e)
            again(**e);
    for (RunnerUp &r : plan.top)
        again(r.estimate);
    if (plan.fastestOutOfMemory)
        again(plan.fastestOutOfMemory->estimate);
    plan.tokens = job.tokens;
}

/** The planner's search on a cluster, once per (job but its tokens, cluster). */
PlanResult cachedPlan(PlanCache &cache, const TrainingJob &job, const ClusterSpec &cluster)
{
    const std::string key = planKey(job, cluster);
    if (auto hit = cache.find(key)) {
        if (hit->tokens != job.tokens)
            retime(*hit, job, cluster);
        return *hit;
    }
    PlanResult result = planTraining(job, cluster, {}, 3);
    cache.store(key, result);
    return result;
}

/** Why a run has no usable estimate, as a code cltext words. */
std::string reasonFor(const IslandRun &run)
{
    if (run.training && run.training->valid)
        return run.training->memory.fits() ? std::string() : "plan.none_fits";
    if (run.training)
        return run.training->invalidCode;
    if (run.cluster.gpus > run.cluster.gpusPerNode && run.cluster.networkBytesPerS <= 0)
        return "network.no_path";
    if (run.plan && run.plan->configsEvaluated > 0)
        return "plan.none_fits";
    return "plan.none_valid";
}

} // namespace

IslandRun runOnCluster(const Parallelism &p, const TrainingJob &workloadJob,
                       const ClusterSpec &cluster, PlanCache &cache)
{
    IslandRun run;
    run.cluster = cluster;
    // The batch of a workload that gives none grows with the cluster it runs on.
    run.job = jobForCluster(workloadJob, cluster.gpus);
    const TrainingJob &job = run.job;
    auto add = [&](Severity s, const char *code, const char *pointer,
                   std::map<std::string, std::string> params) {
        run.diagnostics.push_back({s, code, {}, pointer, std::move(params)});
    };
    if (const auto gap = precisionGap(*cluster.gpu, job.precision)) {
        // A card without units for the format gets a clear answer naming it, not an emulated
        // rate.
        run.diagnostics.push_back(precisionUnsupported(*cluster.gpu, *gap));
        run.reason = "gpu.no_rate";
        return run;
    }
    if (p.automatic) {
        const auto start = std::chrono::steady_clock::now();
        // An uneven GPU count (1,000) still gets an answer: the most GPUs a layout can use, the
        // rest named as idle.
        int used = 0;
        run.plan = planUsingMostGpus(
            job, cluster, {}, [&](const ClusterSpec &c) { return cachedPlan(cache, job, c); },
            used);
        run.idleGpus = cluster.gpus - used;
        if (run.idleGpus > 0)
            add(Severity::Warning, "engine.idle_gpus", "/workload",
                {{"total", std::to_string(cluster.gpus)},
                 {"used", std::to_string(used)},
                 {"idle", std::to_string(run.idleGpus)}});
        run.planMs
            = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                  .count();
        // Nothing fits: the layout closest to fitting, so the memory breakdown still shows (and
        // the out-of-memory diagnostic says by how much).
        if (run.plan->best)
            run.training = run.plan->best;
        else if (run.plan->closest)
            run.training = run.plan->closest;
    } else {
        run.training
            = estimateTraining(job, cluster, layoutFromConstraints(constraintsOf(p), cluster.gpus));
    }
    if (run.training && !run.training->valid && run.training->invalidCode.empty())
        run.training.reset();
    run.reason = reasonFor(run);
    if (!run.training || !run.training->valid) {
        add(Severity::Error, "engine.cannot_train", "/workload", {{"reason", run.reason}});
    } else if (!run.training->memory.fits()) {
        add(Severity::Error, "engine.out_of_memory", "/workload/parallelism",
            {{"need_gb", formatText("%.1f", run.training->memory.total() / 1e9)},
             {"have_gb", formatText("%.1f", run.training->memory.capacity / 1e9)}});
    }
    // Above the best published run for this GPU generation and precision: say the estimate is
    // optimistic rather than let it pass for a plan.
    if (run.training) {
        if (auto above = mfuAbovePublished(*run.training, *cluster.gpu, job.precision))
            run.diagnostics.push_back(std::move(*above));
    }
    return run;
}

std::optional<Diagnostic> mfuAbovePublished(const TrainingEstimate &e, const GpuModel &gpu,
                                            Precision precision)
{
    if (!e.valid)
        return std::nullopt;
    const auto ceiling = publishedMfuCeiling(gpu, precision);
    if (!ceiling || e.fullSquare.mfu <= ceiling->mfu)
        return std::nullopt;
    return Diagnostic {Severity::Warning,
                       "engine.mfu_above_published",
                       {},
                       "/workload",
                       {{"mfu_percent", formatText("%.1f", e.fullSquare.mfu * 100)},
                        {"ceiling_percent", formatText("%.1f", ceiling->mfu * 100)},
                        {"source", ceiling->source}}};
}

} // namespace cl
