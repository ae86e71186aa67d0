// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalog.h"
#include "device.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cl {

class Design;

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

/** The group a port name belongs to ("cx7-3" -> the cx7- group), or nullptr; no allocation. */
const PortGroup *resolvePort(const Device &device, std::string_view port, const Catalog &catalog);

/**
 * Resolves link ends of one design quickly: device ids and each device's port groups are looked
 * up once, so the validator, the network analysis and the BOM stay linear in the links.
 */
class PortResolver
{
public:
    PortResolver(const Design &design, const Catalog &catalog);

    /** Index of a device in design.devices, or npos. */
    std::size_t deviceIndex(std::string_view id) const;
    const PortGroup *resolve(std::size_t deviceIndex, std::string_view port) const;

    static constexpr std::size_t npos = std::size_t(-1);

private:
    std::unordered_map<std::string_view, std::size_t> mIndex;
    std::vector<const std::vector<PortGroup> *> mModelPorts;
    std::vector<std::vector<const std::vector<PortGroup> *>> mNicPorts;
};

/** A link's two ends: device indices (PortResolver::npos when the device is unknown) and their
 *  port groups (nullptr when the port does not resolve). */
struct ResolvedLink
{
    std::size_t a = PortResolver::npos;
    std::size_t b = PortResolver::npos;
    const PortGroup *ga = nullptr;
    const PortGroup *gb = nullptr;
};

/**
 * Every link of a design resolved once, in design order. Evaluating a 16,384-GPU hall walks its
 * 50,000 links in the validator, the network analysis and the BOM; each looked both ends up by
 * name again, a quarter of the evaluation's time.
 */
class LinkIndex
{
public:
    LinkIndex(const Design &design, const Catalog &catalog);
    const PortResolver &ports() const { return mPorts; }
    /** links()[i] is design.links[i] resolved. */
    const std::vector<ResolvedLink> &links() const { return mLinks; }

private:
    PortResolver mPorts;
    std::vector<ResolvedLink> mLinks;
};

/** How many ports of a fabric a device has (its model's and its NICs'). */
int countPorts(const Device &device, Fabric fabric, const Catalog &catalog);

/** The U height of a device's model; 0 for zero-U PDUs, in-row CDUs and unknown models. */
int deviceHeightU(const Device &device, const Catalog &catalog);
/** Parts that stand at a rack without U of their own: PDUs (at its side) and in-row CDUs (in
 *  its row). */
bool standsWithoutU(const Device &device, const Catalog &catalog);

} // namespace cl
