// SPDX-License-Identifier: GPL-3.0-or-later
// The sizing search's codes in words: why an option lost, what bounds a rack, what a change of
// the targets would do. For the New from Targets dialog, the report and (in English) the CLI.
#pragma once

#include "model/designtargets.h"
#include "serving/servingconfigurator.h"
#include "serving/servingmodel.h"
#include "sizing/sizingtypes.h"

#include <QString>

#include <map>
#include <string>

namespace cl {

class Catalog;
struct Site;

/** "GPU H100 in DGX H100 x 2,048": an option as people name it. */
QString optionLabel(const Catalog &catalog, const std::string &gpu, const std::string &server,
                    int gpus);
/** "H100 in DGX H100": a candidate before it has a size. */
QString candidateLabel(const Catalog &catalog, const std::string &gpu, const std::string &server);
/** An option's days with the P90 the deadline is checked against: "39.8 days (P90 48.6)"; the
 *  days alone without a band, "–" without an estimate. */
QString optionDaysText(const SizingOption &option);
/** Why an option was not chosen (whyNot code), one line. */
QString whyNotText(const std::string &code);
/** What bounds the servers per rack: power, space, weight, cooling. */
QString rackLimitText(const std::string &limit);
/** The change a sensitivity case makes to the targets ("one more month"). */
QString sensitivityChangeText(const std::string &change);

/** The targets note of a design in a few lines: the targets, the chosen option, what was weighed.
 */
QString targetsNoteText(const DesignTargets &targets, const Site &site, const Catalog &catalog);

/** Why the hardware of a serving layout could not be made (serving_pool.*, sizing.* codes). */
QString servingPoolErrorText(const std::string &code,
                             const std::map<std::string, std::string> &params);

/** What limits a served model's throughput: memory_bandwidth, compute, kv_capacity, ... */
QString servingBottleneckText(const std::string &code);
/** Why a configured option lost, from its code and numbers ("the pick" for the pick). */
QString servingWhyNotText(const ConfiguredOption &option);
/** "TP 2", or "EP 32 (attention TP 1 × DP 32)", and the prefill/decode pools where apart. */
QString servingLayoutText(const ServingSetup &setup, const ServingEstimate &estimate);
/** The same for a table cell: "TP 2", "EP 32, 64 prefill + 96 decode". */
QString servingLayoutBrief(const ServingSetup &setup, const ServingEstimate &estimate);
/** "Over the day's load: TTFT P90 …, TPOT P99 … (at the peak hour … and …)." for a workload
 *  with a load curve; empty without one. */
QString servingCurveTailText(const ServingSetup &setup, const ServingEstimate &estimate);

} // namespace cl
