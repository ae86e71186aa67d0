// SPDX-License-Identifier: GPL-3.0-or-later
#include "filecalibration.h"

#include "calibration/logsetup.h"
#include "calibration/nccltests.h"
#include "calibration/telemetry.h"
#include "catalog/catalog.h"
#include "engine/clusterspec.h"
#include "engine/softwarestack.h"
#include "io/filetext.h"

#include <algorithm>
#include <filesystem>

namespace cl {

using ojson = nlohmann::ordered_json;

const NameTable<CalibrationInputKind> &calibrationInputKindNames()
{
    static const NameTable<CalibrationInputKind> names {
        {"probe", CalibrationInputKind::Probe},
        {"nccl-tests", CalibrationInputKind::NcclTests},
        {"training-log", CalibrationInputKind::TrainingLog},
        {"telemetry", CalibrationInputKind::Telemetry},
    };
    return names;
}

std::optional<CalibrationInputKind> detectCalibrationInput(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && text[first] == '{'
        && text.find("\"schema\"") != std::string_view::npos)
        return CalibrationInputKind::Probe;
    if (looksLikeNcclTests(text))
        return CalibrationInputKind::NcclTests;
    if (detectTelemetry(text))
        return CalibrationInputKind::Telemetry;
    if (detectTrainingLog(text))
        return CalibrationInputKind::TrainingLog;
    // A saved probe stdout: JSON lines, the report last.
    if (text.find("\"clusterledger-probe/") != std::string_view::npos)
        return CalibrationInputKind::Probe;
    return std::nullopt;
}

namespace {

ojson optionalJson(const std::optional<double> &v)
{
    return v ? ojson(*v) : ojson(nullptr);
}

ojson ncclJson(const NcclTestsRun &r, const std::string &file)
{
    ojson j;
    j["kind"] = "nccl-tests";
    j["file"] = file;
    j["collective"] = r.collective;
    j["ranks"] = r.ranks;
    j["nodes"] = r.nodes;
    j["gpus_per_node"] = r.gpusPerNode;
    j["gpu_name"] = r.gpuName;
    j["wrong"] = r.wrong;
    j["busbw_peak_bytes_per_s"] = r.peakBusbwBytesPerS();
    j["busbw_avg_bytes_per_s"] = optionalJson(r.avgBusbwBytesPerS);
    j["complete"] = r.complete;
    ojson curve = ojson::array();
    for (const auto &p : r.curve)
        curve.push_back({{"bytes", p.bytes},
                         {"time_s", p.timeS},
                         {"algbw_bytes_per_s", p.algbwBytesPerS},
                         {"busbw_bytes_per_s", p.busbwBytesPerS}});
    j["curve"] = curve;
    return j;
}

ojson telemetryJson(const TelemetryFile &t, const std::string &file)
{
    const TelemetrySummary s = summarizeTelemetry(t);
    ojson j;
    j["kind"] = "telemetry";
    j["file"] = file;
    j["format"] = telemetryFormatName(t.format);
    j["gpu_name"] = t.gpuName;
    j["gpus"] = s.gpus;
    j["samples"] = s.samples;
    j["duration_s"] = optionalJson(s.durationS);
    j["utilization_mean"] = optionalJson(s.utilizationMean);
    j["sm_active_mean"] = optionalJson(s.smActiveMean);
    j["tensor_active_mean"] = optionalJson(s.tensorActiveMean);
    j["power_mean_w"] = optionalJson(s.powerMeanW);
    j["power_p95_w"] = optionalJson(s.powerP95W);
    j["power_max_w"] = optionalJson(s.powerMaxW);
    j["memory_peak_bytes"] = optionalJson(s.memoryPeakBytes);
    j["memory_total_bytes"] = optionalJson(s.memoryTotalBytes);
    j["nvlink_bytes_per_s_mean"] = optionalJson(s.nvlinkBytesPerSMean);
    j["pcie_bytes_per_s_mean"] = optionalJson(s.pcieBytesPerSMean);
    j["energy_j"] = optionalJson(s.energyJ);
    return j;
}

struct Parsed
{
    const CalibrationFile *file = nullptr;
    CalibrationInputKind kind = CalibrationInputKind::Probe;
    std::optional<NcclTestsFile> nccl;
    std::optional<TrainingLog> log;
    std::optional<TelemetryFile> telemetry;
    std::optional<CalibrationResult> probe;
};

std::string figureName(NumberFormat f)
{
    for (const auto &[name, format] : numberFormatNames()) {
        if (format == f)
            return "gemm_" + std::string(name);
    }
    return "gemm";
}

class Calibrator
{
public:
    Calibrator(const CalibrationOptions &o, const Catalog &c, FileCalibration &out,
               LoadErrors &errors)
        : mOptions(o)
        , mCatalog(c)
        , mOut(out)
        , mErrors(errors)
    { }
    bool parse(const CalibrationFile &f, Parsed &p);
    const GpuModel *chooseGpu(const std::vector<Parsed> &all);
    void start(const GpuModel &gpu, const std::map<std::string, EfficiencyProfile> &stored);
    bool probe(const Parsed &p);
    bool nccl(const Parsed &p, bool interNode);
    bool trainingLog(const Parsed &p);
    void telemetry(const Parsed &p)
    {
        mOut.inputs.push_back(telemetryJson(*p.telemetry, p.file->path));
    }
    bool changed() const { return !mOut.changes.empty(); }
    void finish();

private:
    bool fail(const std::string &file, std::string message)
    {
        mErrors.push_back({file, {}, 0, 0, std::move(message)});
        return false;
    }
    void change(std::string figure, double before, double after, const std::string &file)
    {
        mOut.changes.push_back({std::move(figure), before, after, file});
        mSources[mOut.changes.back().figure] = file;
    }
    const NetworkPreset *network() const
    {
        return mOptions.network.empty() ? nullptr : findNetworkPreset(mOptions.network);
    }

    const CalibrationOptions &mOptions;
    const Catalog &mCatalog;
    FileCalibration &mOut;
    LoadErrors &mErrors;
    const GpuModel *mGpu = nullptr;
    EfficiencyProfile mProfile;
    int mMeasuredGpus = 0;
    std::map<std::string, std::string> mSources;
};

bool Calibrator::parse(const CalibrationFile &f, Parsed &p)
{
    p.file = &f;
    auto kind = f.kind ? f.kind : detectCalibrationInput(f.text);
    if (!kind && !mOptions.telemetryFields.empty())
        kind = CalibrationInputKind::Telemetry; // a noheader CSV: the user named its fields
    if (!kind)
        return fail(f.path, "cannot tell what this file is: not a probe report, nccl-tests "
                            "output, a training log (Megatron, NeMo, torchtitan, DeepSpeed) "
                            "or telemetry (nvidia-smi CSV, dcgm-exporter); pass --kind");
    p.kind = *kind;
    switch (*kind) {
    case CalibrationInputKind::Probe:
        p.probe = readCalibrationText(f.text, f.path, mCatalog, mErrors);
        return bool(p.probe);
    case CalibrationInputKind::NcclTests:
        p.nccl = readNcclTests(f.text, f.path, mErrors);
        if (p.nccl && !mOptions.collective.empty()) {
            for (auto &r : p.nccl->runs) {
                if (r.collectiveFrom != "header") {
                    r.collective = mOptions.collective;
                    r.collectiveFrom = "given";
                }
            }
        }
        if (p.nccl)
            mOut.warnings.insert(mOut.warnings.end(), p.nccl->warnings.begin(),
                                 p.nccl->warnings.end());
        return bool(p.nccl);
    case CalibrationInputKind::TrainingLog:
        p.log = readTrainingLog(f.text, f.path, mErrors);
        if (p.log)
            mOut.warnings.insert(mOut.warnings.end(), p.log->warnings.begin(),
                                 p.log->warnings.end());
        return bool(p.log);
    case CalibrationInputKind::Telemetry:
        p.telemetry = readTelemetry(f.text, f.path, mOptions.telemetryFields, mErrors);
        if (p.telemetry)
            mOut.warnings.insert(mOut.warnings.end(), p.telemetry->warnings.begin(),
                                 p.telemetry->warnings.end());
        return bool(p.telemetry);
    }
    return false;
}

const GpuModel *Calibrator::chooseGpu(const std::vector<Parsed> &all)
{
    if (!mOptions.gpuId.empty()) {
        const GpuModel *g = mCatalog.gpu(mOptions.gpuId);
        if (!g)
            fail("--gpu",
                 "unknown GPU \"" + mOptions.gpuId + "\" (clusterledger-cli catalog lists them)");
        return g;
    }
    for (const Parsed &p : all) {
        std::vector<std::string> names;
        if (p.nccl)
            for (const auto &r : p.nccl->runs)
                names.push_back(r.gpuName);
        if (p.log)
            names.push_back(p.log->config.gpuName);
        if (p.telemetry)
            names.push_back(p.telemetry->gpuName);
        if (p.probe && !p.probe->profiles.empty())
            return mCatalog.gpu(p.probe->profiles.front().gpuId);
        for (const auto &n : names) {
            if (n.empty())
                continue;
            if (const GpuModel *g = gpuByProbeName(mCatalog, n))
                return g;
            fail(p.file->path, "no catalog GPU has the name \"" + n
                                   + "\" the file gives: pass --gpu, or add the name to the "
                                     "GPU's probe_names");
            return nullptr;
        }
    }
    fail(all.empty() ? std::string() : all.front().file->path,
         "no file names the GPU (Megatron logs do not print it): give --gpu");
    return nullptr;
}

void Calibrator::start(const GpuModel &gpu, const std::map<std::string, EfficiencyProfile> &stored)
{
    mGpu = &gpu;
    const SoftwareStack *stack = findStack(mOptions.stack);
    if (!stack)
        stack = &defaultStackFor(gpu);
    const auto s = stored.find(gpu.id);
    mProfile = s != stored.end() ? withStack(s->second, *stack, true)
                                 : withStack(generationProfileFor(gpu), *stack);
    mOut.before = mProfile;
}

bool Calibrator::probe(const Parsed &p)
{
    for (std::size_t i = 0; i < p.probe->profiles.size(); ++i) {
        const CalibrationProfile &c = p.probe->profiles[i];
        if (c.gpuId != mGpu->id)
            continue;
        for (const auto &[name, format] : numberFormatNames()) {
            if (auto g = c.profile.gemm[std::size_t(format)]) {
                change(figureName(format), mProfile.gemmFraction(format), *g, p.file->path);
                mProfile.gemm[std::size_t(format)] = *g;
            }
        }
        change("hbm", mProfile.hbm, c.profile.hbm, p.file->path);
        mProfile.hbm = c.profile.hbm;
        mMeasuredGpus = std::max(mMeasuredGpus, 1);
    }
    mOut.inputs.push_back({{"kind", "probe"}, {"file", p.file->path}, {"gpu", mGpu->id}});
    return true;
}

bool Calibrator::nccl(const Parsed &p, bool interNode)
{
    for (const NcclTestsRun &r : p.nccl->runs) {
        if ((r.nodes > 1) != interNode)
            continue;
        ojson j = ncclJson(r, p.file->path);
        const int perNode = mOptions.gpusPerNode.value_or(r.gpusPerNode > 0 ? r.gpusPerNode : 8);
        const NetworkPreset *net = network();
        ClusterSpec c = makeClusterSpec(*mGpu, std::max(1, r.ranks), perNode,
                                        net ? *net : *findNetworkPreset("none"), mProfile);
        if (r.wrong > 0) {
            j["calibrates"] = nullptr;
            j["why_not"] = "the test counted wrong results";
        } else if (std::string why; auto fit = fitFabric(r, c, &why)) {
            const std::string figure = fit->interNode ? "network" : "scale_up";
            double &slot = fit->interNode ? mProfile.network : mProfile.scaleUp;
            change(figure, slot, fit->efficiency, p.file->path);
            slot = fit->efficiency;
            j["calibrates"] = figure;
            j["efficiency"] = fit->efficiency;
            j["at_bytes"] = fit->atBytes;
            j["latency_floor_s"] = fit->floorLatencyS;
            j["capped"] = fit->capped;
            mMeasuredGpus = std::max(mMeasuredGpus, r.ranks);
        } else {
            if (interNode && !net && r.collective != "alltoall" && r.collective != "sendrecv")
                return fail(p.file->path, why + " (--network)");
            j["calibrates"] = nullptr;
            j["why_not"] = why;
        }
        mOut.inputs.push_back(j);
    }
    return true;
}

bool Calibrator::trainingLog(const Parsed &p)
{
    const TrainingLog &log = *p.log;
    std::string why;
    const auto state = steadyState(log, &why);
    if (!state)
        return fail(p.file->path, why);
    const auto k = mergeLogFacts(log.config, mOptions.given, &why);
    if (!k)
        return fail(p.file->path, why);
    const auto step = measuredStepSeconds(*state, *k);
    if (!step)
        return fail(p.file->path, "the log gives no step time and no tokens/s to derive one "
                                  "from (DeepSpeed: the configuration dump with train_batch_size)");
    const int perNode = mOptions.gpusPerNode.value_or(8);
    // The log names its framework: its stack's behaviour (FSDP's per-layer hooks, DeepSpeed's
    // un-overlapped reduction) is part of the run, unless the user names another.
    EfficiencyProfile profile = mProfile;
    if (mOptions.stack.empty()) {
        const char *stackId = log.framework == LogFramework::Torchtitan  ? "torchtitan"
                              : log.framework == LogFramework::DeepSpeed ? "deepspeed"
                                                                         : "megatron-core";
        if (const SoftwareStack *stack = findStack(stackId))
            profile = withStack(mProfile, *stack, true);
    }
    const auto setup = setupFromLog(*k, *mGpu, network(), perNode, profile, mOptions.modelPreset,
                                    mCatalog, &why);
    if (!setup)
        return fail(p.file->path, why);
    const auto fit = fitGemmToStep(setup->job, setup->cluster, setup->layout, *step, &why);
    if (!fit)
        return fail(p.file->path, why);
    const NumberFormat format = matmulFormat(setup->job.precision);
    change(figureName(format), fit->gemmBefore, fit->gemmAfter, p.file->path);
    mProfile.gemm[std::size_t(format)] = fit->gemmAfter;
    mMeasuredGpus = std::max(mMeasuredGpus, setup->cluster.gpus);
    ojson j;
    j["kind"] = "training-log";
    j["file"] = p.file->path;
    j["framework"] = logFrameworkName(log.framework);
    j["iterations"] = state->used;
    j["warmup_dropped"] = state->warmup;
    j["first_step"] = state->firstStep;
    j["last_step"] = state->lastStep;
    j["step_time_s"] = *step;
    j["step_time_p10_s"] = optionalJson(state->stepTimeP10S);
    j["step_time_p90_s"] = optionalJson(state->stepTimeP90S);
    j["tflops_per_gpu"] = optionalJson(state->tflopsPerGpu);
    const double tokensPerGpu
        = double(setup->job.globalBatch) * setup->job.sequenceLength / setup->cluster.gpus / *step;
    j["tokens_per_s_per_gpu"] = state->tokensPerSPerGpu.value_or(tokensPerGpu);
    j["mfu_logged"] = optionalJson(state->mfu);
    j["gpus"] = setup->cluster.gpus;
    j["layout"] = setup->layout.describe();
    j["predicted_step_time_s"] = fit->predictedStepS;
    j["gemm_before"] = fit->gemmBefore;
    j["gemm_after"] = fit->gemmAfter;
    j["exposed_comm_s"] = fit->after.tpComm + fit->after.cpComm + fit->after.epComm
                          + fit->after.ppComm + fit->after.dpComm;
    j["compute_s"] = fit->after.compute;
    j["overhead_s"]
        = fit->after.overhead + fit->after.optimizer + fit->after.bubble + fit->after.straggler;
    mOut.inputs.push_back(j);
    return true;
}

void Calibrator::finish()
{
    if (!changed())
        return;
    CalibrationProfile c;
    c.gpuId = mGpu->id;
    c.profile = mProfile;
    c.profile.id = "calibrated:" + mGpu->id;
    c.profile.calibrated = true;
    c.profile.calibratedAtGpus = mMeasuredGpus;
    c.profile.figureSources = mSources;
    std::string source;
    for (const auto &[figure, file] : mSources)
        source += (source.empty() ? "" : "; ") + figure + " from " + file;
    c.profile.source = "measured files: " + source;
    mOut.profile = c;
}

} // namespace

std::optional<CalibrationFile> loadCalibrationFile(const std::string &path,
                                                   std::optional<CalibrationInputKind> kind,
                                                   LoadErrors &errors)
{
    FileText file = readInputFile(path, InputKind::Calibration);
    if (!file.text) {
        // A log too large to read whole is usually a long run's: its tail is what calibrates.
        const bool large = file.error.rfind("larger than", 0) == 0;
        errors.push_back(
            {path,
             {},
             0,
             0,
             large ? file.error + ": keep the part that matters (tail -n 100000)" : file.error});
        return std::nullopt;
    }
    return CalibrationFile {path, std::move(*file.text), kind};
}

std::optional<FileCalibration>
calibrateFromFiles(const std::vector<CalibrationFile> &files, const CalibrationOptions &options,
                   const Catalog &catalog, const std::map<std::string, EfficiencyProfile> &stored,
                   LoadErrors &errors)
{
    const std::size_t before = errors.size();
    FileCalibration out;
    Calibrator cal(options, catalog, out, errors);
    if (!options.network.empty() && !findNetworkPreset(options.network)) {
        errors.push_back({"--network", {}, 0, 0, "unknown network \"" + options.network + "\""});
        return std::nullopt;
    }
    std::vector<Parsed> parsed(files.size());
    for (std::size_t i = 0; i < files.size(); ++i)
        cal.parse(files[i], parsed[i]);
    if (errors.size() > before)
        return std::nullopt;
    const GpuModel *gpu = cal.chooseGpu(parsed);
    if (!gpu)
        return std::nullopt;
    cal.start(*gpu, stored);
    // The order that keeps each residual where it belongs: the card, the links inside a
    // server, between servers, then what a whole training step leaves to the GEMMs.
    for (const Parsed &p : parsed)
        if (p.probe && !cal.probe(p))
            return std::nullopt;
    for (bool inter : {false, true})
        for (const Parsed &p : parsed)
            if (p.nccl && !cal.nccl(p, inter))
                return std::nullopt;
    for (const Parsed &p : parsed)
        if (p.log && !cal.trainingLog(p))
            return std::nullopt;
    for (const Parsed &p : parsed)
        if (p.telemetry)
            cal.telemetry(p);
    cal.finish();
    return out;
}

} // namespace cl
