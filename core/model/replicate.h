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

/** Why `times` copies of the design would break the format's ceilings (limits.h). */
enum class ReplicateLimit {
    None,
    TooManyCopies, ///< times above limits::kMaxReplicas
    TooManyRacks,
    TooManyDevices,
    TooManyLinks,
    TooManyRows, ///< the copies' rows would pass limits::kMaxRow
};

/**
 * Checks, in 64-bit arithmetic, what replicating would produce; replicateDesign and the editor's
 * replicate must be asked only after this returns None, so nothing ever writes a design the
 * reader would refuse. `extraRows` is the first free row when copies start after existing rows.
 */
ReplicateLimit checkReplicate(std::size_t racks, std::size_t devices, std::size_t links,
                              int rowsPerCopy, int firstRow, int times);
ReplicateLimit checkReplicate(const Design &design, int times);

} // namespace cl
