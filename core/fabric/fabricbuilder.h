// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the fabric generator: the builder's state and its steps, shared by the file that joins
// servers to leaves (fabricgenerator.cpp) and the one that lays the layers above (fabricupper.cpp).
// Not an interface: fabricgenerator.h is.
#pragma once

#include "catalog/catalog.h"
#include "fabricgenerator.h"
#include "model/ports.h"

#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace cl::fabricdetail {

using PortKey = std::pair<std::string, std::string>; // device id, port

struct ServerPorts
{
    std::size_t device;
    std::vector<PortInfo> ports; ///< on the fabric, in order: port i is rail i
};

/** A switch of the plan: one already in the design, or a new one. */
struct Slot
{
    std::size_t device = std::size_t(-1); ///< index in design.devices when it exists
    Device fresh; ///< a new switch, before placement
    std::vector<std::string> freePorts;
    std::size_t next = 0;
    /** A leaf whose model has a faster uplink group takes its uplinks from there. */
    bool separateUp = false;
    std::vector<std::string> upPorts;
    std::size_t upNext = 0;
    int rail = -1;
    int row = 0;
    std::string rack; ///< top of rack: where to stand
    int downlinks = 0;

    bool exists() const { return device != std::size_t(-1); }
    std::string take() { return next < freePorts.size() ? freePorts[next++] : std::string(); }
    std::size_t left() const { return freePorts.size() - next; }
    std::string takeUp()
    {
        if (!separateUp)
            return take();
        return upNext < upPorts.size() ? upPorts[upNext++] : std::string();
    }
    std::size_t leftUp() const { return separateUp ? upPorts.size() - upNext : left(); }
};

struct NewLink
{
    PortRef a;
    PortRef b;
};

PortKey keyOf(const PortRef &r);
std::pair<PortKey, PortKey> linkKey(const PortRef &a, const PortRef &b);
/** The switch group a switch offers a fabric: the group of that fabric with the most ports,
 *  else (a storage fabric on InfiniBand switches) the largest group at least `speed` fast. */
const PortGroup *fabricGroup(const SwitchModel &s, Fabric fabric, double speed);
/** A port at `a` bit/s runs on a port at `b` (the same speed or the next generation). */
bool compatibleSpeeds(double a, double b);
/** A switch's faster group beside `down` on the same fabric (25G down, 100G up), or nullptr. */
const PortGroup *uplinkGroup(const SwitchModel &s, const PortGroup &down);
/** A switch whose work is another fabric, cabled to the out-of-band network by its management
 *  port (a leaf's RJ45), as a server's BMC is. */
bool hasManagementPort(const SwitchModel &s);
/** The ports of a switch's fabric group that no link uses, in order. */
std::vector<std::string> freePortsOf(const PortGroup &g, const std::string &device,
                                     const std::set<PortKey> &used);

/** Everything the build works on, gathered once, and its steps in order (run()). */
class Builder
{
public:
    Builder(const Design &d, const Catalog &c, const FabricOptions &o)
        : c(c)
        , o(o)
    {
        r.design = d;
    }

    FabricResult run();

private:
    bool collectServers();
    const SwitchModel *existingLeafModel() const;
    /** The spines' model and the leaves' down/up split, from the leaf model's port groups. */
    void chooseUpperSwitch();
    void findLeaves();
    void assignServerPorts();
    /** Fewer uplinks where the leaves' down ports are not all in use. */
    void sizeUplinksToUse();
    bool upperLayerIsWhole() const;
    /** Drops the fabric's switch-to-switch cables above the leaves; returns the switches that
     *  stood above them (to reuse), and frees the leaves' uplink ports. */
    std::set<std::size_t> clearUpperLayers();
    bool rebuildUpperLayers();
    void placeAndEmit();
    std::size_t newSwitch(const char *tier, int row, const std::string &rack);
    /** A leaf's free down ports and, from its uplink group when it has one, its free uplinks. */
    void openLeafPorts(Slot &leaf, const SwitchModel &m, const std::string &id);
    /** Its free uplinks, when its model has a faster group beside `down` (else it splits one). */
    void openUplinks(Slot &leaf, const SwitchModel &m, const PortGroup &down,
                     const std::string &id);
    /** Whether a design link joins two switches of the layers this build lays (not a switch's
     *  management port on the out-of-band network). */
    bool switchToSwitch(const Link &l, std::size_t &a, std::size_t &b) const;
    std::string allocate(const std::string &prefix);

    const Catalog &c;
    const FabricOptions &o;
    FabricResult r;
    const SwitchModel *model = nullptr; ///< the leaves'
    const PortGroup *group = nullptr; ///< the leaves' down ports
    const PortGroup *upGroup = nullptr; ///< the leaves' uplinks, when a group of their own
    const SwitchModel *upperModel = nullptr; ///< spines and cores: the leaf model, or one at
                                             ///< the uplinks' speed
    const PortGroup *upperGroup = nullptr;
    int leafDown = 0;
    int leafUp = 0;
    int rails = 1;
    std::vector<ServerPorts> servers; ///< and switches' management ports (out of band)
    std::unordered_set<std::size_t> endpoints; ///< the devices of `servers`
    std::set<PortKey> used; ///< every port any link uses
    std::unordered_map<std::string, std::size_t> deviceIndex;
    std::vector<Slot> leaves;
    std::vector<Slot> uppers; ///< spines, then cores
    std::unordered_map<std::size_t, std::size_t> leafOfDevice; ///< device -> leaves index
    std::vector<NewLink> links; ///< server cables and switch cables to exist afterwards
    std::set<std::size_t> dropLinks; ///< indices into design.links
    std::set<std::size_t> dropDevices; ///< switches no longer needed
    std::unordered_set<std::string> taken; ///< ids in use
    std::unordered_map<std::string, int> nextNumber;
    bool newServerLinks = false;
};

} // namespace cl::fabricdetail
