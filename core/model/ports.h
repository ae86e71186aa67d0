// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalog.h"
#include "device.h"

#include <string>
#include <vector>

namespace cl {

struct PortInfo
{
    std::string name;
    const PortGroup *group = nullptr;
};

/**
 * Every port a device offers: its model's port groups (prefix1..prefixN) and then each add-in NIC's
 * ("nicK-" + prefix + index). Empty when the model is unknown.
 */
std::vector<PortInfo> devicePorts(const Device &device, const Catalog &catalog);

/** The U height of a device's model; 0 for zero-U PDUs and unknown models. */
int deviceHeightU(const Device &device, const Catalog &catalog);

} // namespace cl
