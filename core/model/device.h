// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "enums.h"

#include <optional>
#include <string>
#include <vector>

namespace cl {

/**
 * A GPU server, switch, PDU, plain server or CDU. It stands in a rack at a U position or waits
 * unplaced. PDUs and in-row CDUs stand at a rack with no U (u = 0): an in-row CDU serves the row
 * of the rack it stands at.
 * Devices live in one flat list (not inside racks) so that unplaced devices, moves between racks
 * and links by id need no re-parenting.
 */
struct Device
{
    std::string id;
    std::string name;
    DeviceKind kind = DeviceKind::GpuServer;
    std::string model; ///< catalog id of a server, switch, PDU or CDU model
    std::optional<std::string> rack; ///< rack id; absent = not placed yet
    int u = 0; ///< lowest U occupied (1-based); 0 when not placed or zero-U
    /** GPU slots of a server, in slot order: a catalog GPU id, or empty for a free slot. */
    std::vector<std::optional<std::string>> gpuSlots;
    std::vector<std::string> nics; ///< add-in NICs (catalog ids), ports named "nicK-pN"

    bool placed() const { return rack.has_value(); }
    int installedGpuCount() const
    {
        int n = 0;
        for (const auto &slot : gpuSlots)
            n += slot.has_value() ? 1 : 0;
        return n;
    }
    bool operator==(const Device &) const = default;
};

} // namespace cl
