// SPDX-License-Identifier: GPL-3.0-or-later
// What calibration from files read and changed, in the user's language: core names figures and
// inputs by code (filecalibration.h's JSON keys); these are the sentences the dialog, the ledger
// and the PDF show.
#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace cl {

/** A calibrated figure (scale_up, network, hbm, gemm_bf16, ...) as a planner reads it. */
QString calibrationFigureText(const std::string &figure);
/** "GEMM efficiency (BF16) from run.log; the network between servers from nccl.txt": which
 *  calibrated figure came from which file (DesignLedger::calibrationSources), by file name. */
QString calibrationSourcesText(const std::map<std::string, std::string> &sources);
/** A file's kind (probe, nccl-tests, training-log, telemetry). */
QString calibrationKindText(const std::string &kind);
/** What was read from one file and what it calibrates: one sentence per input. */
QString calibrationInputText(const nlohmann::ordered_json &input);

/** A row of the plan-against-actual bill (planactual.h's metric codes). */
QString billMetricText(const std::string &metric);
/** A value of that row in its unit (a ratio as %, bytes, W per GPU, bytes/s, energy). */
QString billValueText(const std::string &metric, double value);
/** How the plan's figure for that row is read off the engine's step, for a tooltip. */
QString billPlanBasisText(const std::string &metric);

} // namespace cl
