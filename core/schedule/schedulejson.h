// SPDX-License-Identifier: GPL-3.0-or-later
// The schedule as `clusterledger-cli schedule --json` prints it (issue 30's contract): jobs,
// utilisation per island per week, queue waits per team, the next phase and the cloud.
#pragma once

#include "schedule.h"

#include <nlohmann/json.hpp>

namespace cl {

nlohmann::ordered_json scheduleJson(const Schedule &schedule);

} // namespace cl
