// SPDX-License-Identifier: GPL-3.0-or-later
// The words of netbox-import's notes (core/interchange/netboximport.cpp): what was left out of
// the design and why, each with the file and line it came from.
#include "diagnosticformatters.h"

#include <QCoreApplication>

namespace cl {

const std::map<std::string, DiagnosticFormatter> &interchangeFormatters()
{
    static const auto p = diagnosticParam;
    static const std::map<std::string, DiagnosticFormatter> table {
        {"netbox.unknown_device_type",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "Device %1 is of type \"%2\", which the catalog does not "
                                       "know: left out (add the type to a catalog file)")
                 .arg(p(d, "device"), p(d, "type"));
         }},
        {"netbox.unknown_rack_height",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Rack %1 is %2 high and no catalog rack is: left out, its devices kept "
                        "unplaced")
                 .arg(p(d, "rack"), p(d, "height"));
         }},
        {"netbox.unknown_rack",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "Device %1 names rack %2, which was not imported: it is "
                                       "kept unplaced")
                 .arg(p(d, "device"), p(d, "rack"));
         }},
        {"netbox.unknown_port",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "A cable ends on %1 port %2, which no imported device "
                                       "has: the cable is left out")
                 .arg(p(d, "device"), p(d, "port"));
         }},
        {"netbox.no_position",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "Device %1 has no position in rack %2 that the rack "
                                       "holds: it is kept unplaced (place it on the canvas)")
                 .arg(p(d, "device"), p(d, "rack"));
         }},
        {"netbox.rack_default_feeds",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "Rack %1 has no power feeds the design can take in "
                                                "power_feeds.csv: it has the default feeds")
                 .arg(p(d, "rack"));
         }},
        {"netbox.default_feeds",
         [](const Diagnostic &) {
             return QCoreApplication::translate(
                 "Diagnostics", "No power_feeds.csv: every rack has the default feeds (2 × 415 V "
                                "32 A three-phase, 2N); set them in the inspector");
         }},
    };
    return table;
}

} // namespace cl
