// SPDX-License-Identifier: GPL-3.0-or-later
// The probe's output: NDJSON progress lines, then one report (schema clusterledger-probe/1).
#pragma once

#include "probeerrors.h"
#include "probestats.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <string>

namespace cl::probe {

inline constexpr const char *kSchema = "clusterledger-probe/1";

nlohmann::ordered_json statJson(const Stat &s, const char *unit);
/** {"type":"progress","phase":..,"device":..,"done":..,"total":..} */
std::string progressLine(const std::string &phase, int device, int done, int total);
/** The report skeleton with schema, probe build info, conventions and status. */
nlohmann::ordered_json reportSkeleton(const std::string &mode, bool recordedOnGpu);
/** Sets status, error {code, message} and returns the exit code to use. */
int finishReport(nlohmann::ordered_json &report, const std::string &status, const std::string &code,
                 const std::string &message, int exitCode);
/** Writes one JSON document as one line (NDJSON), flushed. */
void emitLine(std::ostream &out, const nlohmann::ordered_json &line);

} // namespace cl::probe
