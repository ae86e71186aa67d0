// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli calibrate FILE... [--kind K] [--json] [--no-store] [what the files omit]
// A probe report alone prints its profiles as before; anything else (nccl-tests outputs,
// training logs, telemetry, several files) is calibrated from together (filecalibration.h).
#include "calibration/filecalibration.h"
#include "calibration/probecalibration.h"
#include "catalog/catalog.h"
#include "cliargs.h"
#include "cliflags.h"
#include "commandregistry.h"
#include "commands.h"
#include "inputfiles.h"
#include "model/limits.h"
#include "text/calibrationtext.h"
#include "text/printf.h"
#include "text/probetext.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <ostream>

namespace cl::cli {

namespace {

int printProbeProfiles(CliContext &c, const CliArgs &args, const std::string &path)
{
    LoadErrors errors;
    const auto result = readCalibrationInput(path, c.catalog, errors);
    if (!result) {
        for (const auto &e : errors)
            c.err << "error " << e.toString() << "\n";
        return ExitBadInput;
    }
    nlohmann::ordered_json all = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < result->profiles.size(); ++i) {
        const auto &profile = result->profiles[i];
        const auto &measured = result->measurements[i];
        all.push_back(calibrationToJson(profile, &measured));
        if (!args.flag("--no-store")) {
            std::string error;
            if (!storeCalibration(profile, &measured, &error)) {
                c.err << error << "\n";
                return ExitBadInput;
            }
        }
        if (!args.flag("--json")) {
            const GpuModel *gpu = c.catalog.gpu(profile.gpuId);
            c.out << profile.gpuId << " (" << measured.deviceName << ")"
                  << (measured.recordedOnGpu ? "" : " [report not measured on a real GPU]") << "\n";
            for (const auto &[precision, tflops] : measured.gemmTflops) {
                const auto format = valueOf(numberFormatNames(), precision);
                c.out << formatText(
                    "  %-5s %8.1f TFLOP/s = %5.1f %% of the dense peak -> GEMM efficiency %.3f\n",
                    precision.c_str(), tflops, measured.gemmFraction.at(precision) * 100,
                    format ? profile.profile.gemmFraction(*format) : 0.0);
            }
            if (measured.memoryBytesPerS && gpu) {
                c.out << formatText("  memory %.0f GB/s of %.0f GB/s -> HBM efficiency %.3f\n",
                                    *measured.memoryBytesPerS / 1e9,
                                    gpu->memoryBandwidthBytesPerS / 1e9, profile.profile.hbm);
            }
        }
    }
    // What the probe saw of the card (busy, held to its power limit, slowed by heat), so a
    // figure from a troubled card is not taken at face value here either.
    if (!args.flag("--json"))
        for (const auto &[code, detail] : result->warnings)
            c.err << probeWarningText(code, detail).toStdString() << "\n";
    for (const auto &name : result->unmatched)
        c.err << "warning: no catalog GPU has the probe name \"" << name
              << "\"; add it to probe_names\n";
    if (args.flag("--json"))
        c.out << all.dump(2) << "\n";
    else if (!args.flag("--no-store"))
        c.out << "stored in " << calibrationDir() << "\n";
    return ExitOk;
}

/** What the user states that the files may not: the run's facts, as estimate names them. */
CalibrationOptions optionsFromArgs(const CliArgs &args)
{
    CalibrationOptions o;
    o.gpuId = args.value("--gpu").value_or("");
    o.network = args.value("--network").value_or("");
    o.gpusPerNode = optionalInt(args, "--gpus-per-node", 1, 1024);
    o.stack = args.value("--stack").value_or("");
    o.modelPreset = args.value("--model").value_or("");
    o.telemetryFields = listOption(args, "--fields");
    o.collective = args.value("--collective").value_or("");
    LogConfig &k = o.given;
    const int degree = limits::kMaxParallelDegree;
    k.worldSize = optionalInt(args, "--gpus", 1, limits::kMaxGpus);
    k.tp = optionalInt(args, "--tp", 1, degree);
    k.pp = optionalInt(args, "--pp", 1, degree);
    k.cp = optionalInt(args, "--cp", 1, degree);
    k.ep = optionalInt(args, "--ep", 1, degree);
    k.dp = optionalInt(args, "--dp", 1, limits::kMaxDataParallel);
    k.zeroStage = optionalInt(args, "--zero", 0, 3);
    k.microBatch = optionalInt(args, "--micro-batch", 1, limits::kMaxMicroBatch);
    k.globalBatch = optionalInt(args, "--global-batch", 1, limits::kMaxGlobalBatch);
    k.seqLen = optionalInt(args, "--seq-len", 1, limits::kMaxSequenceLength);
    k.interleave = optionalInt(args, "--interleave", 1, 128);
    k.layers = optionalInt(args, "--layers", 1, 100'000);
    k.hidden = optionalInt(args, "--hidden", 1, 10'000'000);
    k.heads = optionalInt(args, "--heads", 1, 100'000);
    k.kvHeads = optionalInt(args, "--kv-heads", 1, 100'000);
    k.ffn = optionalInt(args, "--ffn", 1, 100'000'000);
    k.vocab = optionalInt(args, "--vocab", 1, 100'000'000);
    if (auto p = args.value("--precision")) {
        choice(args, "--precision", precisionNames(), Precision::BF16); // validates
        k.precision = *p;
    }
    if (auto r = args.value("--recompute")) {
        choice(args, "--recompute", recomputeNames(), Recompute::None);
        k.recompute = *r;
    }
    if (auto t = args.value("--ffn-type"))
        k.swiglu = *t == "swiglu";
    if (args.flag("--sp"))
        k.sequenceParallel = true;
    return o;
}

/** One line per file: the sentence the app's dialog shows (cltext, English here). */
void printInput(std::ostream &out, const nlohmann::ordered_json &j)
{
    out << "  " << std::filesystem::path(j.value("file", "")).filename().string() << ": "
        << calibrationInputText(j).toStdString() << "\n";
}

int calibrateFiles(CliContext &c, const CliArgs &args)
{
    const auto &paths = args.positional();
    std::optional<CalibrationInputKind> kind;
    if (auto k = args.value("--kind"))
        kind = choice(args, "--kind", calibrationInputKindNames(), CalibrationInputKind::Probe);
    std::vector<CalibrationFile> files;
    for (const std::string &path : paths) {
        if (!requireReadableFile(c, path))
            return ExitUsage;
        LoadErrors errors;
        auto file = loadCalibrationFile(path, kind, errors);
        if (!file) {
            for (const auto &e : errors)
                c.err << "error " << e.toString() << "\n";
            return ExitBadInput;
        }
        files.push_back(std::move(*file));
    }
    const bool probeOnly
        = files.size() == 1
          && (kind ? kind : detectCalibrationInput(files[0].text)) == CalibrationInputKind::Probe;
    // Checked (and so validated) before any work, whatever the inputs are.
    const CalibrationOptions options = optionsFromArgs(args);
    if (probeOnly) {
        // A probe report says what it measured; these describe a run, a log or a test.
        for (const OptionSpec &o : findCommand("calibrate")->options) {
            const std::string name = o.name;
            if (o.value && name != "--kind" && args.value(name))
                return usageFailure(c, args,
                                    name + ": a probe report says what it measured; " + name
                                        + " describes the run of a training log, "
                                          "nccl-tests output or telemetry");
            if (!o.value && name == "--sp" && args.flag(name))
                return usageFailure(c, args, "--sp: a probe report says what it measured");
        }
        return printProbeProfiles(c, args, paths[0]);
    }

    LoadErrors errors;
    LoadErrors storedErrors;
    const auto stored = loadStoredCalibrations(c.catalog, storedErrors);
    const auto result = calibrateFromFiles(files, options, c.catalog, stored, errors);
    if (!result) {
        for (const auto &e : errors)
            c.err << "error " << e.toString() << "\n";
        return ExitBadInput;
    }
    for (const auto &w : result->warnings)
        c.err << "warning " << w.toString() << "\n";
    if (result->profile && !args.flag("--no-store")) {
        std::string error;
        if (!storeCalibration(*result->profile, nullptr, &error)) {
            c.err << error << "\n";
            return ExitBadInput;
        }
    }
    if (args.flag("--json")) {
        nlohmann::ordered_json j;
        j["inputs"] = result->inputs;
        j["profile"] = result->profile ? calibrationToJson(*result->profile, nullptr)
                                       : nlohmann::ordered_json(nullptr);
        nlohmann::ordered_json changes = nlohmann::ordered_json::array();
        for (const auto &ch : result->changes)
            changes.push_back({{"figure", ch.figure},
                               {"before", ch.before},
                               {"after", ch.after},
                               {"file", ch.file}});
        j["changes"] = changes;
        c.out << j.dump(2) << "\n";
        return ExitOk;
    }
    if (result->profile)
        c.out << result->profile->gpuId << ", measured on "
              << result->profile->profile.calibratedAtGpus << " GPUs:\n";
    for (const auto &input : result->inputs)
        printInput(c.out, input);
    for (const auto &ch : result->changes)
        c.out << formatText("  %-10s %.3f -> %.3f (%+.1f %%) from %s\n", ch.figure.c_str(),
                            ch.before, ch.after, (ch.after / ch.before - 1) * 100,
                            std::filesystem::path(ch.file).filename().string().c_str());
    if (!result->profile)
        c.out << "nothing to calibrate from: telemetry is read against the plan, not fitted\n";
    else if (!args.flag("--no-store"))
        c.out << "stored in " << calibrationDir() << "\n";
    return ExitOk;
}

} // namespace

int runCalibrate(CliContext &c, const CliArgs &args)
{
    try {
        return calibrateFiles(c, args);
    } catch (const Failure &f) {
        c.err << "error: " << f.message << "\n";
        return f.code;
    }
}

} // namespace cl::cli
