// SPDX-License-Identifier: GPL-3.0-or-later
// The words of the validator's cabling checks (core/validate/validator.cpp, checkMedia): a link
// whose medium cannot carry its speed or length.
#include "diagnosticformatters.h"
#include "enumtext.h"

#include <QCoreApplication>

namespace cl {

const std::map<std::string, DiagnosticFormatter> &cablingFormatters()
{
    static const auto p = diagnosticParam;
    static const std::map<std::string, DiagnosticFormatter> table {
        {"link.media_speed",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Link %1 runs at %2 Gb/s but is marked %3, which carries at most %4 Gb/s "
                        "in the catalog: choose DAC, AOC or fibre")
                 .arg(p(d, "link"), p(d, "speed_gbps"), mediaText(d.params.at("media")),
                      p(d, "fastest_gbps"));
         }},
        {"link.media_reach",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Link %1 is %2 m long, past what a %3 cable at %4 Gb/s reaches in the "
                        "catalog: choose AOC or fibre")
                 .arg(p(d, "link"), p(d, "length_m"), mediaText(d.params.at("media")),
                      p(d, "speed_gbps"));
         }},
    };
    return table;
}

} // namespace cl
