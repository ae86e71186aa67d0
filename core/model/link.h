// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "enums.h"

#include <optional>
#include <string>

namespace cl {

struct PortRef
{
    std::string device; ///< device id
    std::string port; ///< port name on that device ("cx7-3", "p17", "nic1-p1")

    bool operator==(const PortRef &) const = default;
};

/** One cable between two ports. */
struct Link
{
    std::string id;
    PortRef a;
    PortRef b;
    Fabric fabric = Fabric::Compute;
    Media media = Media::Dac;
    /** A length typed by hand overrides the one routed over the floor (cablerouting.h). */
    std::optional<double> lengthM;

    bool operator==(const Link &) const = default;
};

} // namespace cl
