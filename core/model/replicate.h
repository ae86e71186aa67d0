// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "design.h"

namespace cl {

/**
 * Repeats every rack, what stands in it and the links among those devices `times` times in all
 * (times = 1 leaves the design as it is). Copies get fresh ids ("<id>-<copy>") and continue the
 * floor layout in new rows; they are islands until a fabric joins them.
 */
Design replicateDesign(const Design &design, int times);

} // namespace cl
