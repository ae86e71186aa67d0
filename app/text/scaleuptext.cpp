// SPDX-License-Identifier: GPL-3.0-or-later
// The words of the validator's rack-scale checks: scale-up domains (core/validate/scaleupcheck.cpp:
// racks that share a GB200 NVL72 or CloudMatrix domain, and trays that should but do not) and
// liquid cooling: trays in racks without it (validator.cpp), racks past their liquid loop or their
// air part, rows past their CDUs (core/validate/coolingcheck.cpp); and how GPU servers group
// into compute islands, by accident or by plan (core/engine/networkanalysis.cpp).
#include "diagnosticformatters.h"

#include <QCoreApplication>

namespace cl {

// size-check: data table (one wording per diagnostic code, as diagnostictext.cpp's)
const std::map<std::string, DiagnosticFormatter> &scaleUpFormatters()
{
    static const auto p = diagnosticParam;
    static const std::map<std::string, DiagnosticFormatter> table {
        {"scale_up.over_capacity",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "Scale-up domain %1 holds %2 GPUs, more than one "
                                                "%3 joins (%4): split its racks into two domains")
                 .arg(p(d, "domain"), p(d, "gpus"), p(d, "system"), p(d, "max"));
         }},
        {"scale_up.mixed_trays",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Scale-up domain %1 mixes trays of different systems (%2): one NVLink or "
                        "UB fabric joins trays of one kind")
                 .arg(p(d, "domain"), p(d, "models"));
         }},
        {"scale_up.outsider",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "%1 stands in a rack of scale-up domain %2 but cannot join it (%3 is "
                        "not a rack-scale tray): its GPUs scale up only among themselves")
                 .arg(p(d, "device"), p(d, "domain"), p(d, "model"));
         }},
        {"scale_up.tray_alone",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Rack %1 holds %2 %3 trays but names no scale-up domain: each tray's %4 "
                        "GPUs scale up alone, and TP or EP across trays runs over the network")
                 .arg(p(d, "rack"), p(d, "trays"), p(d, "system"), p(d, "gpus_per_tray"));
         }},
        {"sizing.rack_scale_over_rack",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "One %1 rack (%2 trays) draws %3 kW: more than the %4 kW a rack may draw "
                        "here, and a rack-scale system is bought whole")
                 .arg(p(d, "system"), p(d, "trays"), p(d, "system_kw"), p(d, "rack_kw"));
         }},
        {"rack.liquid_in_air_rack",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Rack %1 is air-cooled but holds liquid-cooled parts (%2 kW of their heat "
                        "goes to liquid): give it liquid cooling or move them")
                 .arg(p(d, "rack"), p(d, "liquid_kw"));
         }},
        {"rack.liquid_over_limit",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Rack %1 hands %2 kW to its cold plates, more than its liquid loop takes "
                        "(%3 kW)")
                 .arg(p(d, "rack"), p(d, "liquid_kw"), p(d, "limit_kw"));
         }},
        {"rack.air_over_limit",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Rack %1 leaves %2 kW of heat to the room's air, more than its air part "
                        "removes (%3 kW)")
                 .arg(p(d, "rack"), p(d, "air_kw"), p(d, "limit_kw"));
         }},
        {"cooling.cdu_short",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Row %1 hands %2 kW to liquid but its CDUs carry %3 kW: %4 kW has no CDU")
                 .arg(p(d, "row"), p(d, "liquid_kw"), p(d, "capacity_kw"), p(d, "short_kw"));
         }},
        {"cooling.no_redundancy",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Row %1's %2 in-row CDUs carry its %3 kW only all together: without the "
                        "largest, %4 kW (no N+1)")
                 .arg(p(d, "row"), p(d, "cdus"), p(d, "demand_kw"), p(d, "without_largest_kw"));
         }},
        {"data.starved",
         [](const Diagnostic &d) {
             const QString cause = p(d, "cause");
             const QString why
                 = cause == QLatin1String("serial")
                       ? QCoreApplication::translate("Diagnostics",
                                                     "it is loaded between steps in the training "
                                                     "processes (0 loader workers), %1 s of it")
                             .arg(p(d, "feed_s"))
                   : cause == QLatin1String("cpu")
                       ? QCoreApplication::translate(
                             "Diagnostics",
                             "its host work takes %1 s on %2 loader cores per server")
                             .arg(p(d, "cpu_s"), p(d, "cores"))
                       : QCoreApplication::translate("Diagnostics",
                                                     "its %1 GB take %2 s at the file servers' "
                                                     "%3 GB/s")
                             .arg(p(d, "read_gb"), p(d, "read_s"), p(d, "have_gb_s"));
             return QCoreApplication::translate("Diagnostics",
                                                "Data sets the pace of each %1 s step: %2")
                 .arg(p(d, "step_s"), why);
         }},
        {"fabric.islands",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "The compute fabric falls apart into %1 islands with no "
                                       "path between them: each is estimated alone (Tools → "
                                       "Build Fabric joins them)")
                 .arg(p(d, "islands"));
         }},
        {"fabric.islands_assigned",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "The compute fabric is %1 islands, each named by a "
                                                "workload that runs there: each is estimated alone")
                 .arg(p(d, "islands"));
         }},
        {"cooling.no_cdu",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "%1 kW of heat goes to liquid and no CDU is placed: the plan assumes the "
                        "facility's own CDUs and prices none")
                 .arg(p(d, "liquid_kw"));
         }},
    };
    return table;
}

} // namespace cl
