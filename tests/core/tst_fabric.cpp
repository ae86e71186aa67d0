// SPDX-License-Identifier: GPL-3.0-or-later
// The fabric generator: tier arithmetic against NVIDIA's SuperPOD tables, port counts, the
// oversubscription asked for, incremental re-runs, switch placement, and cable lengths routed over
// the floor with their SKU bands.
#include "cost/bom.h"
#include "cost/cablerouting.h"
#include "cost/cableschedule.h"
#include "engine/ledger.h"
#include "fabric/fabricgenerator.h"
#include "fabric/topologysummary.h"
#include "io/designreader.h"
#include "model/ports.h"
#include "model/replicate.h"
#include "power/rackpower.h"
#include "testcatalog.h"
#include "validate/validator.h"

#include <QTest>

#include <map>
#include <set>
#include <tuple>

using namespace cl;

namespace {

Design example(const char *name)
{
    return *DesignReader::readFile(std::string(CL_EXAMPLES "/") + name + ".cluster.json",
                                   bundledCatalog())
                .design;
}

/** Per switch: links to servers and to other switches on the compute fabric. */
struct SwitchLinks
{
    int down = 0;
    int up = 0; ///< towards a switch of a higher tier, or any switch for a spine
    int total = 0;
};

std::map<std::string, SwitchLinks> switchLinks(const Design &d)
{
    std::map<std::string, DeviceKind> kind;
    for (const Device &dev : d.devices)
        kind[dev.id] = dev.kind;
    std::map<std::string, SwitchLinks> out;
    for (const Link &l : d.links) {
        if (l.fabric != Fabric::Compute)
            continue;
        for (auto [self, other] : {std::pair {l.a, l.b}, std::pair {l.b, l.a}}) {
            if (kind[self.device] != DeviceKind::Switch)
                continue;
            SwitchLinks &s = out[self.device];
            ++s.total;
            (kind[other.device] == DeviceKind::Switch ? s.up : s.down)++;
        }
    }
    return out;
}

} // namespace

class TestFabric : public QObject
{
    Q_OBJECT

private slots:
    // HARDWARE.md §2.2, NVIDIA DGX SuperPOD H100 RA Table 4: 1-4 SUs of 8 rails on 64-port
    // QM9700s; and §2.5's three-tier sizing for 64 SUs.
    void tiersMatchTheSuperPodTables_data()
    {
        QTest::addColumn<int>("units");
        QTest::addColumn<int>("tiers");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        QTest::newRow("1 SU") << 1 << 2 << 4 << 0;
        QTest::newRow("2 SU") << 2 << 2 << 8 << 0;
        QTest::newRow("3 SU") << 3 << 2 << 16 << 0;
        QTest::newRow("4 SU") << 4 << 2 << 16 << 0;
        QTest::newRow("8 SU") << 8 << 2 << 32 << 0;
        QTest::newRow("64 SU") << 64 << 3 << 512 << 256;
    }
    void tiersMatchTheSuperPodTables()
    {
        QFETCH(int, units);
        QFETCH(int, tiers);
        QFETCH(int, spines);
        QFETCH(int, cores);
        int down = 0, up = 0;
        splitLeafPorts(64, 1, down, up);
        QCOMPARE(down, 32);
        const auto plan = planTiers(units * 8, 64, down, up, 8, false);
        QVERIFY(plan);
        QCOMPARE(plan->tiers, tiers);
        QCOMPARE(plan->spines(), spines);
        QCOMPARE(plan->cores(), cores);
    }

    void leavesSplitByTheOversubscriptionAsked()
    {
        int down = 0, up = 0;
        splitLeafPorts(64, 2, down, up);
        QCOMPARE(down + up, 64);
        QVERIFY(double(down) / up <= 2.0);
        splitLeafPorts(64, 4, down, up);
        QVERIFY(double(down) / up <= 4.0 && double(down) / up > 3.0);
    }

    // Four replicated units are four islands; the fabric keeps each unit's leaves and server
    // cables, reuses the units' spines as one spine layer, and the result trains as one.
    void fourUnitsJoinIntoOneTrainingCluster()
    {
        const Design four = replicateDesign(example("superpod-1su-h100"), 4);
        const FabricResult r = buildFabric(four, bundledCatalog(), {});
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.switchModel, std::string("qm9700"));
        QCOMPARE(r.tiers.leaves, 32);
        QCOMPARE(r.tiers.spines(), 16);
        QCOMPARE(r.switchesAdded, 0); // the 16 unit spines are the joined layer's 16
        QCOMPARE(r.racksAdded, 0);
        QVERIFY(!hasErrors(validateDesign(r.design, bundledCatalog())));
        // Port counts: each leaf 32 servers down and 32 up; each spine 64 leaf links, two per
        // leaf; no port used twice (the validator checks that too).
        int leaves = 0, spines = 0;
        for (const auto &[id, s] : switchLinks(r.design)) {
            if (s.down > 0) {
                ++leaves;
                QCOMPARE(s.down, 32);
                QCOMPARE(s.up, 32);
            } else {
                ++spines;
                QCOMPARE(s.up, 64);
            }
        }
        QCOMPARE(leaves, 32);
        QCOMPARE(spines, 16);
        const DesignLedger L = evaluateDesign(r.design, bundledCatalog());
        QVERIFY(!hasErrors(L.diagnostics));
        QCOMPARE(L.network.compute().islands, 1);
        QCOMPARE(L.cluster->gpus, 1024);
        QCOMPARE(L.network.compute().maxOversubscription, 1.0);

        // Re-running on its own output changes nothing.
        const FabricResult again = buildFabric(r.design, bundledCatalog(), {});
        QVERIFY(again.ok());
        QVERIFY(!again.changed());
        QCOMPARE(again.design, r.design);
    }

    void oversubscribedLeavesStayWithinTheRatio()
    {
        Design one = example("superpod-1su-h100");
        // Servers only: every switch and cable goes, the builder lays the fabric from scratch.
        std::erase_if(one.devices, [](const Device &d) { return d.kind == DeviceKind::Switch; });
        one.links.clear();
        FabricOptions o;
        o.oversubscription = 2;
        const FabricResult r = buildFabric(replicateDesign(one, 2), bundledCatalog(), o);
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.tiers.leafDown, 42);
        QVERIFY(!hasErrors(validateDesign(r.design, bundledCatalog())));
        const DesignLedger L = evaluateDesign(r.design, bundledCatalog());
        QCOMPARE(L.network.compute().islands, 1);
        QVERIFY(L.network.compute().maxOversubscription <= 2.0);
        QVERIFY(L.network.compute().maxOversubscription > 1.5);
        for (const auto &[id, s] : switchLinks(r.design)) {
            if (s.down > 0)
                QVERIFY(s.down <= 42 && s.up <= 22);
        }
        // New switches stand in racks, within U and usable power.
        for (const Device &dev : r.design.devices)
            QVERIFY2(dev.kind != DeviceKind::Switch || dev.placed(), dev.id.c_str());
        for (const Rack &rack : r.design.racks) {
            const RackLoad load = rackLoad(r.design, rack, bundledCatalog());
            QVERIFY2(load.usableW <= 0 || load.maxW <= load.usableW + 1e-6, rack.id.c_str());
            QVERIFY(load.uUsed <= load.uTotal);
        }
    }

    // A leaf with a faster uplink group: the fewest uplinks for the ratio asked, and fewer down
    // ports where all its uplinks cannot carry them (never over the ratio).
    void uplinkGroupsSplitByBandwidth()
    {
        int down = 0, up = 0;
        splitLeafWithUplinks(48, 1e9, 4, 10e9, 1, down, up); // 1GbE access, 4 x 10G up
        QCOMPARE(up, 4);
        QCOMPARE(down, 40);
        splitLeafWithUplinks(48, 1e9, 4, 10e9, 4, down, up);
        QCOMPARE(up, 2);
        QCOMPARE(down, 48);
        splitLeafWithUplinks(48, 25e9, 8, 100e9, 2, down, up); // 25G top of rack, 8 x 100G up
        QCOMPARE(up, 6);
        QCOMPARE(down, 48);
        QVERIFY(down * 25e9 <= 2 * up * 100e9);
    }

    // The out-of-band network as an option: a management switch per rack takes every server's
    // BMC and every data switch's RJ45 management port in that rack; its uplinks leave from its
    // 10G ports to 10G aggregation switches, within the ratio asked; a re-run changes nothing.
    void outOfBandTakesServersAndSwitchManagementPorts()
    {
        const Design one = example("superpod-1su-h100");
        FabricOptions o;
        o.fabric = Fabric::OutOfBand;
        o.topology = Topology::FatTree;
        o.oversubscription = 4;
        const FabricResult r = buildFabric(one, bundledCatalog(), o);
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.serversJoined, 32);
        int dataSwitches = 0;
        for (const Device &dev : one.devices)
            dataSwitches += dev.kind == DeviceKind::Switch;
        QCOMPARE(r.switchesManaged, dataSwitches);
        QCOMPARE(r.switchModel, std::string("eth-1g-48"));
        QCOMPARE(r.upperSwitchModel, std::string("eth-10g-48"));
        QVERIFY(!hasErrors(validateDesign(r.design, bundledCatalog())));
        std::map<std::string, const Device *> byId;
        for (const Device &dev : r.design.devices)
            byId[dev.id] = &dev;
        std::map<std::string, int> managed; // device -> out-of-band links on it
        std::map<std::string, std::pair<int, int>> mgmtPorts; // management switch -> (down, up)
        for (const Link &l : r.design.links) {
            if (l.fabric != Fabric::OutOfBand)
                continue;
            const Device *a = byId.at(l.a.device), *b = byId.at(l.b.device);
            if (a->model == "eth-1g-48" && b->model == "eth-1g-48")
                QFAIL("management switches are not chained");
            const Device *mgmt = a->model == "eth-1g-48" ? a : b;
            const Device *other = mgmt == a ? b : a;
            const std::string &mgmtPort = mgmt == a ? l.a.port : l.b.port;
            if (other->model == "eth-10g-48") {
                QVERIFY2(mgmtPort.rfind("up", 0) == 0, mgmtPort.c_str()); // from the 10G group
                ++mgmtPorts[mgmt->id].second;
                continue;
            }
            ++managed[other->id];
            ++mgmtPorts[mgmt->id].first;
            QCOMPARE(other->rack, mgmt->rack); // in the same rack
            const std::string &port = mgmt == a ? l.b.port : l.a.port;
            if (other->kind == DeviceKind::Switch)
                QCOMPARE(port, std::string("oob1"));
        }
        QCOMPARE(int(managed.size()), 32 + dataSwitches);
        for (const auto &[id, n] : managed)
            QVERIFY2(n == 1, id.c_str());
        for (const auto &[id, ports] : mgmtPorts) {
            QVERIFY(ports.second >= 1);
            QVERIFY2(ports.first * 1e9 <= 4 * ports.second * 10e9, id.c_str());
        }
        // The 10G uplinks are bought as SFP+ cables, not as the 100G QSFP28 ones.
        bool sfpPlus = false;
        for (const BomLine &line :
             bomDelta(buildBom(one, bundledCatalog()), buildBom(r.design, bundledCatalog()))) {
            QVERIFY2(line.id.find("qsfp28") == std::string::npos, line.id.c_str());
            sfpPlus = sfpPlus || line.id.find("sfp-plus-10g") != std::string::npos;
        }
        QVERIFY(sfpPlus);
        const FabricResult again = buildFabric(r.design, bundledCatalog(), o);
        QVERIFY2(again.ok(), again.error.c_str());
        QVERIFY(!again.changed());
    }

    // Top-of-rack leaves with few servers take the uplinks their servers need at the ratio, not
    // as many as their ports could: 16 racks of two DGX on the in-band 100G network.
    void uplinksFollowThePortsInUse()
    {
        FabricOptions o;
        o.fabric = Fabric::InBand;
        o.topology = Topology::FatTree;
        const FabricResult r = buildFabric(example("superpod-1su-h100"), bundledCatalog(), o);
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.tiers.leaves, 16);
        QCOMPARE(r.tiers.leafUp, 4); // two DGX x two 100G ports, at 1:1
        QCOMPARE(r.linksAdded, 32 * 2 + 16 * 4);
    }

    void aFatTreePutsALeafOnTopOfEachRack()
    {
        Design one = example("superpod-1su-h100");
        std::erase_if(one.devices, [](const Device &d) { return d.kind == DeviceKind::Switch; });
        one.links.clear();
        FabricOptions o;
        o.topology = Topology::FatTree;
        const FabricResult r = buildFabric(one, bundledCatalog(), o);
        QVERIFY2(r.ok(), r.error.c_str());
        // Two DGX per rack, 8 ports each: one 32-port-down leaf per rack, in that rack.
        QCOMPARE(r.tiers.leaves, 16);
        std::map<std::string, std::string> rackOf;
        for (const Device &dev : r.design.devices)
            rackOf[dev.id] = dev.rack.value_or("");
        for (const Link &l : r.design.links) {
            if (rackOf[l.a.device].rfind("rack-net", 0) != 0 && l.b.device.rfind("leaf", 0) == 0)
                QCOMPARE(rackOf[l.a.device], rackOf[l.b.device]);
        }
        QCOMPARE(evaluateDesign(r.design, bundledCatalog()).network.compute().islands, 1);
    }

    void sixtyFourUnitsTakeThreeTiers()
    {
        const Design many = replicateDesign(example("superpod-1su-h100"), 64);
        const FabricResult r = buildFabric(many, bundledCatalog(), {});
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.tiers.tiers, 3);
        QCOMPARE(r.tiers.leaves, 512);
        QCOMPARE(r.tiers.cores(), 256);
        // 16,384 server cables, 16,384 leaf-spine and 16,384 spine-core.
        QCOMPARE(r.design.links.size(), std::size_t(3 * 16384));
        const DesignLedger L = evaluateDesign(r.design, bundledCatalog());
        QCOMPARE(L.network.compute().islands, 1);
        QCOMPARE(L.cluster->gpus, 16384);
    }

    // Mozi: the 25 GbE NICs of the 3090 servers do not go into HDR InfiniBand, and the Ethernet
    // leaf is not joined to an InfiniBand spine; the InfiniBand island is already whole.
    void ethernetAndInfinibandStayApart()
    {
        const Design mozi = example("mozi-mixed");
        const FabricResult r = buildFabric(mozi, bundledCatalog(), {});
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.switchModel, std::string("qm8700"));
        QCOMPARE(r.serversJoined, 3);
        QVERIFY(!r.changed());
        QCOMPARE(evaluateDesign(r.design, bundledCatalog()).islands.size(), std::size_t(2));
    }

    // The logical diagram of 64 units: a group per unit's servers and per unit's leaves, the
    // spines by pod, one core group; the cables between groups add up to the fabric's.
    void theTopologyReadsAsADiagram()
    {
        const FabricResult r
            = buildFabric(replicateDesign(example("superpod-1su-h100"), 64), bundledCatalog(), {});
        const TopologySummary t = summariseTopology(r.design, bundledCatalog());
        QCOMPARE(t.tiers, 3);
        int perTier[4] = {0, 0, 0, 0};
        for (const TopologyGroup &g : t.groups)
            ++perTier[g.tier];
        QCOMPARE(perTier[0], 64);
        QCOMPARE(perTier[1], 64);
        QCOMPARE(perTier[2], 16);
        QCOMPARE(perTier[3], 1);
        int cables = 0;
        for (const TopologyBundle &b : t.bundles)
            cables += b.cables;
        QCOMPARE(cables, 3 * 16384);
        QCOMPARE(t.oversubscription[0], 1.0);
        QCOMPARE(t.oversubscription[1], 1.0);
        QCOMPARE(t.groups.front().gpus, 256);
    }

    void errorsSayWhatIsMissing()
    {
        Design none;
        QCOMPARE(buildFabric(none, bundledCatalog(), {}).error, std::string("fabric.no_servers"));
        FabricOptions o;
        o.switchModel = "eth-1g-48"; // management ports only
        QCOMPARE(buildFabric(example("superpod-1su-h100"), bundledCatalog(), o).error,
                 std::string("fabric.no_switch"));
    }

    // Lengths from positions: up to the tray, along the row, across rows, plus slack; inside a
    // rack the height between the two plus dressing. Typed lengths override.
    void cableLengthsFollowTheFloor()
    {
        Design d = example("superpod-1su-h100");
        d.site.floor.slackM = 2.0;
        d.site.floor.rowPitchM = 3.0;
        const CableRouter router(d, bundledCatalog());
        // rack-1 (row 0, place 1) and rack-9 (row 1, place 0), 48U racks 0.6 m wide.
        const Device &a = *d.findDevice("dgx-01"); // U3, 8U high: middle 6 U up
        const Device &b = *d.findDevice("dgx-17");
        QCOMPARE(*a.rack, std::string("rack-1"));
        QCOMPARE(*b.rack, std::string("rack-9"));
        const double up = (48 - 6) * kRackUnitM + kTrayDropM;
        QVERIFY(std::abs(router.routedM("dgx-01", "dgx-17") - (2 * up + 0.6 + 3.0 + 2.0)) < 1e-9);
        // Same rack: 10 U apart, plus dressing.
        QVERIFY(std::abs(router.routedM("dgx-01", "dgx-02") - (10 * kRackUnitM + 1.0)) < 1e-9);
        Link l = d.links.front();
        l.lengthM.reset();
        const double routed = router.routedM(l.a.device, l.b.device);
        QCOMPARE(router.lengthM(l), orderLengthM(l.media, routed));
        l.lengthM = 42.0;
        QCOMPARE(router.lengthM(l), 42.0);
        // A wider row pitch makes cross-row cables longer.
        const double before = router.routedM("dgx-01", "dgx-17");
        d.site.floor.rowPitchM = 6.0;
        QVERIFY(
            std::abs(CableRouter(d, bundledCatalog()).routedM("dgx-01", "dgx-17") - before - 3.0)
            < 1e-9);
    }

    void lengthBandsPickTheSku()
    {
        QCOMPARE(orderLengthM(Media::Dac, 1.2), 1.5);
        QCOMPARE(orderLengthM(Media::Dac, 3.0), 3.0);
        QCOMPARE(orderLengthM(Media::Aoc, 11), 15.0);
        QCOMPARE(orderLengthM(Media::Mmf, 11.2), 12.0);
        const Catalog &c = bundledCatalog();
        const PortGroup &ndr = c.switchModel("qm9700")->ports.front();
        const PortGroup &hdr = c.switchModel("qm8700")->ports.front();
        QCOMPARE(mediaFor(ndr, ndr, 2.5, c), Media::Dac); // DAC up to 3 m at 400G
        QCOMPARE(mediaFor(ndr, ndr, 12, c), Media::Mmf); // no 400G AOC: SR optics
        QCOMPARE(mediaFor(ndr, ndr, 120, c), Media::Smf); // past SR reach
        QCOMPARE(mediaFor(hdr, hdr, 12, c), Media::Aoc); // 200G AOC to 30 m
        const PortGroup &bmc = c.server("dgx-h100")->ports.back();
        QCOMPARE(mediaFor(bmc, bmc, 12, c), Media::Copper);
    }

    void theCableScheduleHasARowPerLink()
    {
        const FabricResult r
            = buildFabric(replicateDesign(example("superpod-1su-h100"), 2), bundledCatalog(), {});
        const auto rows = cableSchedule(r.design, bundledCatalog());
        QCOMPARE(rows.size(), r.design.links.size());
        for (const CableRow &row : rows) {
            QVERIFY(row.lengthM > 0);
            QVERIFY(!row.lengthTyped);
            QVERIFY(!row.parts.empty());
        }
        // The hall's counts (the report of a big hall) are the rows counted, kind by kind.
        std::map<std::tuple<std::string, std::string, double, std::vector<std::string>>, int> byRow;
        for (const CableRow &row : rows)
            ++byRow[{row.fabric, row.media, row.lengthM, row.parts}];
        const std::vector<CableCount> counts = cableCounts(r.design, bundledCatalog());
        QCOMPARE(counts.size(), byRow.size());
        for (const CableCount &kind : counts)
            QCOMPARE(byRow.at({kind.fabric, kind.media, kind.lengthM, kind.parts}), kind.cables);
    }
};

QTEST_GUILESS_MAIN(TestFabric)
#include "tst_fabric.moc"
