// SPDX-License-Identifier: GPL-3.0-or-later
// The device types of a NetBox export: one per catalog model a design uses, with the interface
// templates of its port groups and a power port per PSU, written as device_types.csv (scalar
// fields) and as devicetype-library YAML (with the components).
#pragma once

#include "netboxexport.h"

#include <string>
#include <vector>

namespace cl {

struct CatalogEntry;
struct Device;

struct NetBoxInterfaceTemplate
{
    std::string name;
    std::string type; ///< InterfaceTypeChoices
    bool mgmtOnly = false;
};

struct NetBoxPowerPortTemplate
{
    std::string name;
    std::string type; ///< PowerPortTypeChoices: iec-60320-c14 or -c20
    int maximumDrawW = 0;
    int allocatedDrawW = 0;
};

struct NetBoxDeviceType
{
    std::string catalogId;
    std::string manufacturer;
    std::string model; ///< the catalog name: devices.csv's device_type refers to it
    std::string slug;
    int uHeight = 1; ///< 0 for zero-U PDUs
    bool fullDepth = true;
    double weightKg = 0;
    std::string comments; ///< the catalog's source and date
    std::vector<NetBoxInterfaceTemplate> interfaces;
    std::vector<NetBoxPowerPortTemplate> powerPorts;
};

/** The catalog entry of a device's model (server, switch or PDU), or nullptr. */
const CatalogEntry *netboxCatalogEntry(const Catalog &catalog, const Device &device);

/** One device type per catalog model the design's devices use, by catalog id. */
std::vector<NetBoxDeviceType> netboxDeviceTypes(const Design &design, const Catalog &catalog);

/** device_types.csv and device-types/<Manufacturer>/<slug>.yaml. */
std::vector<NetBoxFile> netboxDeviceTypeFiles(const std::vector<NetBoxDeviceType> &types);

} // namespace cl
