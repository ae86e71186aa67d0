// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli actual DESIGN TELEMETRY... [--tolerance PCT] [--json]: the plan against the
// actual (planactual.h), one period per telemetry file, each drift over the tolerance marked.
#include "calibration/planactual.h"
#include "catalog/catalog.h"
#include "cliargs.h"
#include "cliflags.h"
#include "commands.h"
#include "engine/ledger.h"
#include "inputfiles.h"
#include "text/calibrationtext.h"
#include "text/printf.h"

#include <filesystem>
#include <ostream>

namespace cl::cli {

namespace {

std::string figure(const std::string &metric, const std::optional<double> &x)
{
    return x ? billValueText(metric, *x).toStdString() : std::string("-");
}

void printBill(std::ostream &out, const PlanActualBill &bill)
{
    if (bill.plan.gpuId.empty())
        out << "no plan to compare with: the design trains nothing (its figures are shown alone)\n";
    else
        out << "plan: " << bill.plan.gpus << " x " << bill.plan.gpuId << "\n";
    for (std::size_t i = 0; i < bill.periods.size(); ++i) {
        const BillPeriod &p = bill.periods[i];
        out << formatText("period %zu: %s, %d GPUs, %d samples", i + 1,
                          std::filesystem::path(p.file).filename().string().c_str(), p.actual.gpus,
                          p.actual.samples);
        if (p.durationS)
            out << (*p.durationS < 3600 ? formatText(", %.0f s", *p.durationS)
                                        : formatText(", %.1f h", *p.durationS / 3600));
        out << "\n";
        for (const GpuOutlier &g : p.outliers)
            out << "  behind the others: GPU " << g.gpu << " at "
                << figure("utilization", g.smActive ? g.smActive : g.utilization)
                << (g.smActive ? " SM active" : " utilization") << ", "
                << figure("power_per_gpu", g.powerW) << "\n";
    }
    out << formatText("%-18s", "metric");
    for (std::size_t i = 0; i < bill.periods.size(); ++i)
        out << formatText(" | %-34s",
                          formatText("period %zu: plan / actual / drift", i + 1).c_str());
    out << "\n";
    for (const BillLine &l : bill.lines) {
        out << formatText("%-18s", l.metric.c_str());
        for (const BillCell &c : l.cells) {
            std::string cell = figure(l.metric, c.plan) + " / " + figure(l.metric, c.actual);
            if (c.drift)
                cell += formatText(" / %+.1f %%%s", *c.drift * 100, c.drifted ? " !" : "");
            out << formatText(" | %-34s", cell.c_str());
        }
        out << "\n";
    }
    out << formatText("! marks a drift over %.0f %% of the plan\n", bill.tolerance * 100);
}

} // namespace

int runActual(CliContext &c, const CliArgs &args)
{
    try {
        int code = ExitOk;
        const auto &paths = args.positional();
        auto loaded = loadDesignFile(c, paths[0], code);
        if (!loaded)
            return code;
        const auto calibrations = calibrationsFromArgs(c, args, code);
        if (!calibrations)
            return code;
        const double tolerance
            = quantity(args, "--tolerance", 10, 0, 1000, "a percentage above 0") / 100;
        const auto fields = listOption(args, "--fields");
        std::optional<double> interval;
        if (args.value("--interval"))
            interval = quantity(args, "--interval", 30, 0, 7 * 86400, "seconds above 0");
        std::vector<std::pair<std::string, TelemetryFile>> files;
        for (std::size_t i = 1; i < paths.size(); ++i) {
            LoadErrors errors;
            auto telemetry = loadTelemetryFile(paths[i], fields, errors);
            if (!telemetry) {
                for (const auto &e : errors)
                    c.err << "error " << e.toString() << "\n";
                return ExitBadInput;
            }
            for (const auto &w : telemetry->warnings)
                c.err << "warning " << w.toString() << "\n";
            telemetry->scrapeIntervalS = interval;
            files.emplace_back(paths[i], std::move(*telemetry));
        }
        const DesignLedger ledger = evaluateDesign(*loaded->design, c.catalog, *calibrations);
        const PlanActualBill bill
            = planAgainstActual(planFigures(ledger, c.catalog), files, tolerance);
        if (args.flag("--json"))
            c.out << planActualToJson(bill).dump(2) << "\n";
        else
            printBill(c.out, bill);
        return ExitOk;
    } catch (const Failure &f) {
        c.err << "error: " << f.message << "\n";
        return f.code;
    }
}

} // namespace cl::cli
