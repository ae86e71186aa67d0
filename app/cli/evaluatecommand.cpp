// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli evaluate FILE   and   clusterledger-cli replicate FILE --times N -o OUT
#include "calibration/probecalibration.h"
#include "catalog/catalogentries.h"
#include "cliargs.h"
#include "commandregistry.h"
#include "commands.h"
#include "engine/ledgerjson.h"
#include "inputfiles.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "model/limits.h"
#include "model/replicate.h"
#include "numberparse.h"
#include "text/diagnostictext.h"
#include "text/englishwording.h"
#include "text/ledgerformat.h"
#include "text/printf.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <ostream>

namespace cl::cli {

namespace {

/** "9.59 M", "230.4 k", "850": an amount a reader takes in at a glance, not "9.59e+06". */
std::string shortAmount(double x)
{
    if (std::abs(x) >= 1e9)
        return formatText("%.2f G", x / 1e9);
    if (std::abs(x) >= 1e6)
        return formatText("%.2f M", x / 1e6);
    if (std::abs(x) >= 1e4)
        return formatText("%.1f k", x / 1e3);
    return formatText("%.0f", x);
}

void printRow(std::ostream &out, const char *name, const LedgerRow &row, double scale,
              const char *unit)
{
    auto show = [&](const std::optional<double> &x) {
        if (!x)
            return std::string("-");
        return formatText("%.3g", *x / scale);
    };
    out << formatText("  %-10s required %-10s available %-10s %s  headroom %s\n", name,
                      show(row.required).c_str(), show(row.available).c_str(), unit,
                      row.headroom
                          ? (std::to_string(int(std::lround(*row.headroom * 100))) + " %").c_str()
                          : "-");
}

} // namespace

int runEvaluate(CliContext &c, const CliArgs &args)
{
    int code = ExitOk;
    auto loaded = loadDesignFile(c, args.positional()[0], code);
    if (!loaded)
        return code;
    const auto calibrations = calibrationsFromArgs(c, args, code);
    if (!calibrations)
        return code;
    const auto start = std::chrono::steady_clock::now();
    const DesignLedger ledger = evaluateDesign(*loaded->design, c.catalog, *calibrations);
    const double totalMs
        = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
    const double evaluateMs = totalMs - ledger.planMs;
    const bool hasErrors
        = std::any_of(ledger.diagnostics.begin(), ledger.diagnostics.end(),
                      [](const Diagnostic &d) { return d.severity == Severity::Error; });
    const int result = hasErrors ? ExitDesignHasErrors : ExitOk;
    if (args.flag("--json")) {
        auto j = ledgerToJson(ledger, *loaded->design, textWording());
        if (args.flag("--timing")) {
            j["evaluate_ms"] = evaluateMs;
            j["plan_ms"] = ledger.plan ? nlohmann::ordered_json(ledger.planMs)
                                       : nlohmann::ordered_json(nullptr);
        }
        c.out << j.dump(2) << "\n";
        return result;
    }
    const Design &d = *loaded->design;
    c.out << d.name << "\n";
    if (ledger.training && ledger.training->valid) {
        const auto &t = *ledger.training;
        c.out << formatText("training:  %.1f days on %d x %s, %s, MFU %.1f %%, %s GPU-hours\n",
                            t.trainDays, ledger.cluster->gpus, ledger.cluster->gpu->id.c_str(),
                            t.layout.describe().c_str(), t.mfu * 100,
                            shortAmount(t.gpuHours).c_str())
              << "bottleneck: " << display::bottleneck(t.bottleneckParts).toStdString() << "\n";
        if (t.band)
            c.out << "band:      " << display::trainingBand(*t.band).toStdString() << "\n";
    }
    if (ledger.islands.size() > 1) {
        for (const IslandReport &r : ledger.islands)
            c.out << (r.chosen ? "island:    * " : "island:      ")
                  << display::islandLine(r, c.catalog).toStdString() << "\n";
    }
    for (const ServingReport &r : ledger.serving) {
        if (!r.estimate || !r.estimate->fits) {
            c.out << "serving:   " << r.name << ": does not fit on " << r.gpus << " x " << r.gpu
                  << "\n";
            continue;
        }
        const ServingEstimate &e = *r.estimate;
        const std::string layout = expertParallel(r.setup)
                                       ? formatText("EP%d, TP%d", r.setup.expert->ep, r.setup.tp)
                                       : formatText("TP%d", r.setup.tp);
        const std::string pools
            = e.prefillGpus && e.decodeGpus
                  ? formatText(", %d prefill + %d decode GPUs", *e.prefillGpus, *e.decodeGpus)
                  : std::string();
        c.out << formatText("serving:   %s: %.0f output tokens/s on %d x %s (%s%s), TTFT %.0f ms, "
                            "TPOT %.1f ms, bottleneck %s\n",
                            r.name.c_str(), e.outputTokensPerS, r.setup.gpus, r.gpu.c_str(),
                            layout.c_str(), pools.c_str(), e.ttftS * 1000, e.tpotS * 1000,
                            e.bottleneck.c_str());
    }
    c.out << "ledger:\n";
    printRow(c.out, "compute", ledger.ledger.at("compute"), 1e15, "PFLOP/s");
    printRow(c.out, "memory", ledger.ledger.at("memory"), 1e9, "GB/GPU ");
    printRow(c.out, "bandwidth", ledger.ledger.at("bandwidth"), 1e9, "GB/s   ");
    printRow(c.out, "energy", ledger.ledger.at("energy"), 1e3, "kW     ");
    printRow(c.out, "time", ledger.ledger.at("time"), 1, "days   ");
    for (const ServingReport &r : ledger.serving) {
        if (r.dimensions.empty())
            continue;
        c.out << "ledger (serving " << r.name << "):\n";
        const auto &rows = r.dimensions;
        printRow(c.out, "prefill", rows.at("compute"), 1e15, "PFLOP/s");
        printRow(c.out, "memory", rows.at("memory"), 1e9, "GB/GPU ");
        printRow(c.out, "hbm", rows.at("bandwidth"), 1e9, "GB/s   ");
        printRow(c.out, "energy", rows.at("energy"), 3.6e6, "kWh/Mtok");
        printRow(c.out, "ttft", rows.at("ttft"), 1e-3, "ms     ");
        printRow(c.out, "tpot", rows.at("tpot"), 1e-3, "ms     ");
        if (const auto p90 = rows.find("ttft_p90"); p90 != rows.end())
            printRow(c.out, "ttft p90", p90->second, 1e-3, "ms     ");
        if (const auto p99 = rows.find("tpot_p99"); p99 != rows.end())
            printRow(c.out, "tpot p99", p99->second, 1e-3, "ms     ");
    }
    const CoolingPlan &cooling = ledger.site.cooling;
    c.out << formatText("power:     IT %.1f kW max, %.1f kW typical; facility %.1f kW (PUE %.2f)",
                        ledger.site.itMaxW / 1e3, ledger.site.itTypicalW / 1e3,
                        ledger.site.facilityMaxW / 1e3, cooling.pueAtMax());
    if (ledger.site.liquidMaxW > 0)
        c.out << formatText("; %.1f kW of the heat to liquid (%.0f %%)",
                            ledger.site.liquidMaxW / 1e3,
                            100 * ledger.site.liquidMaxW / ledger.site.itMaxW);
    c.out << "\n";
    if (ledger.site.liquidMaxW > 0)
        c.out << formatText("cooling:   air %.1f kW at PUE %.2f, liquid %.1f kW at partial PUE "
                            "%.2f; %d CDUs of %.0f kW drawing %.1f kW\n",
                            (cooling.airMaxW + cooling.rearDoorMaxW) / 1e3, cooling.sitePue,
                            cooling.liquidMaxW / 1e3, cooling.liquidPue, cooling.cduCount,
                            cooling.cduCapacityW / 1e3, cooling.cduPowerW / 1e3);
    c.out << formatText("cost:      capex %s USD, opex %s USD/year, %.2f USD per GPU-hour owned\n",
                        shortAmount(ledger.cost.capexUsd).c_str(),
                        shortAmount(ledger.cost.opexUsdPerYear).c_str(), ledger.cost.usdPerGpuHour);
    for (const auto &diag : ledger.diagnostics) {
        if (diag.severity != Severity::Info)
            c.out << diagnosticLine(diag).toStdString() << "\n";
    }
    if (args.flag("--timing"))
        c.out << "evaluate_ms: " << evaluateMs << "\nplan_ms: " << ledger.planMs << "\n";
    return result;
}

int runReplicate(CliContext &c, const CliArgs &args)
{
    const auto out = args.value("--output");
    const auto times
        = args.value("--times") ? parsePositiveInt(*args.value("--times")) : std::nullopt;
    if (!out || !times)
        return usageFailure(c, args, "give --times N (a positive count) and -o OUT");
    int code = ExitOk;
    auto loaded = loadDesignFile(c, args.positional()[0], code);
    if (!loaded)
        return code;
    const int copies = times.value_or(1);
    switch (checkReplicate(*loaded->design, copies)) {
    case ReplicateLimit::None:
        break;
    case ReplicateLimit::TooManyCopies:
        c.err << "--times: expected at most " << limits::kMaxReplicas << " copies, got " << copies
              << "\n";
        return ExitUsage;
    case ReplicateLimit::TooManyRacks:
    case ReplicateLimit::TooManyDevices:
    case ReplicateLimit::TooManyLinks:
    case ReplicateLimit::TooManyRows:
        c.err << "--times " << copies << ": the copy would hold more than a design may ("
              << limits::kMaxRacks << " racks, " << limits::kMaxDevices << " devices, "
              << limits::kMaxLinks << " links, " << limits::kMaxRow << " rows)\n";
        return ExitBadInput;
    }
    const Design copy = replicateDesign(*loaded->design, copies);
    std::string error;
    if (!DesignWriter::writeFile(copy, c.catalog, *out, &error)) {
        c.err << error << "\n";
        return ExitBadInput;
    }
    c.out << *out << ": " << copy.racks.size() << " racks, " << copy.devices.size() << " devices, "
          << copy.links.size() << " links\n";
    return ExitOk;
}

} // namespace cl::cli
