// SPDX-License-Identifier: GPL-3.0-or-later
// The sizing search (design from targets): for each candidate GPU and server, a ladder of cluster
// sizes (a few servers, then whole scalable units) is synthesised as complete designs and run
// through the same ledger the canvas uses; the smallest size that meets the deadline is found by
// bisection between the ladder's rungs. Then: each candidate's lowest-capex design that meets the
// deadline, the chosen one (lowest capex within budget and site power), the Pareto set over days,
// capex and facility power, why every other option lost, and what one change of the targets
// would do. Pure: (targets, catalog) in, result out; the GUI runs it on a worker thread.
#pragma once

#include "designsynthesis.h"
#include "sizingtypes.h"

#include <atomic>
#include <functional>
#include <string>

namespace cl {

class Catalog;
struct GpuModel;

/** Called from worker threads with the options evaluated so far and the planned total. */
using SizingProgress = std::function<void(int done, int total)>;

SizingResult searchSizing(const Catalog &catalog, const SizingTargets &targets,
                          const std::atomic<bool> *cancel = nullptr,
                          const SizingProgress &progress = {});

/** The server a GPU is usually bought in: its `usual_server`, else one sold with it, else the
 *  first GPU server of its form factor with a compute fabric. Empty when there is none. */
std::string usualServerFor(const Catalog &catalog, const GpuModel &gpu);

/** The design of an option, with the targets note (options weighed, chosen marked) attached. */
SynthesisResult designForOption(const Catalog &catalog, const SizingTargets &targets,
                                const SizingResult &result, int option);

/** Marks the chosen option and says why each other lost: Pareto flags and whyNot codes. */
void rankOptions(std::vector<SizingOption> &options, const SizingTargets &targets, int &chosen,
                 int &nearestMiss);

} // namespace cl
