// SPDX-License-Identifier: GPL-3.0-or-later
// Rack-scale scale-up domains (issue 28): racks that share a scale_up_domain are one NVLink / UB
// fabric to the engine (GB200 NVL72, CloudMatrix 384), the file keeps the name (version 9), and
// the validator says when a domain holds more than its system joins, mixes trays, or is missing.
// A copied system, or a serving pool of them, is a domain of its own.
#include "edit/fragment.h"
#include "edit/placement.h"
#include "engine/ledger.h"
#include "fabric/fabricgenerator.h"
#include "fabric/scaleupdomain.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "power/rackpower.h"
#include "sizing/designsynthesis.h"
#include "sizing/servingpool.h"
#include "sizing/sizingsearch.h"
#include "testcatalog.h"
#include "testdiagnostics.h"
#include "validate/validator.h"

#include <algorithm>
#include <functional>
#include <set>

using namespace cl;

namespace {

/** `racks` NVL72 racks of 18 GB200 trays and 9 NVLink switch trays; domain(i) names rack i's. */
Design nvl72Racks(int racks, const std::function<std::string(int)> &domain)
{
    Design d;
    d.name = "NVL72 test";
    for (int r = 0; r < racks; ++r) {
        Rack k;
        k.id = "nvl-" + std::to_string(r + 1);
        k.name = "NVL72-" + std::to_string(r + 1);
        k.model = "rack-nvl72-mgx";
        k.position = r;
        k.power.budgetW = 142000;
        k.cooling = {CoolingType::Liquid, 142000.0, std::nullopt}; // as the reader fills it
        k.scaleUpDomain = domain(r);
        d.racks.push_back(k);
        for (int t = 0; t < 18; ++t) {
            Device dev;
            dev.id = k.id + "-c" + std::to_string(t + 1);
            dev.name = dev.id;
            dev.model = "gb200-nvl72-tray";
            dev.rack = k.id;
            dev.u = t < 8 ? 5 + t : 14 + t; // 5-12 and 22-31, switch trays between
            dev.gpuSlots.assign(4, std::string("gb200"));
            d.devices.push_back(dev);
        }
        for (int s = 0; s < 9; ++s) {
            Device dev;
            dev.id = k.id + "-nvs" + std::to_string(s + 1);
            dev.name = dev.id;
            dev.kind = DeviceKind::Server;
            dev.model = "nvlink5-switch-tray";
            dev.rack = k.id;
            dev.u = 13 + s;
            d.devices.push_back(dev);
        }
    }
    d.workload.model.preset = "llama-3-70b";
    d.workload.tokens = 1e11;
    return d;
}

std::vector<std::string> codes(const Diagnostics &ds, const std::string &prefix)
{
    std::vector<std::string> out;
    for (const Diagnostic &d : ds)
        if (d.code.rfind(prefix, 0) == 0)
            out.push_back(d.code);
    return out;
}

} // namespace

class TestScaleUp : public QObject
{
    Q_OBJECT

private slots:
    void catalogTraysJoinDomains()
    {
        const Catalog &c = bundledCatalog();
        const ServerModel *tray = c.server("gb200-nvl72-tray");
        QVERIFY(tray && tray->scaleUpDomain);
        QCOMPARE(tray->scaleUpDomain->maxGpus, 72);
        QCOMPARE(tray->gpuSlots, 4);
        const ServerModel *node = c.server("cloudmatrix-384-node");
        QVERIFY(node && node->scaleUpDomain);
        QCOMPARE(node->scaleUpDomain->maxGpus, 384);
        // An HGX board is its own NVLink domain.
        QVERIFY(!c.server("hgx-b300")->scaleUpDomain);
    }

    void eachNvl72RackIsOneNodeToTheEngine()
    {
        const Catalog &c = bundledCatalog();
        const Design d = nvl72Racks(2, [](int r) { return "nvl72-" + std::to_string(r + 1); });
        const auto groups = scaleUpDomains(d, c);
        QCOMPARE(groups.size(), std::size_t(2));
        QCOMPARE(groups[0].gpus, 72);
        QCOMPARE(groups[0].trays.size(), std::size_t(18));
        QVERIFY(groups[0].outsiders.empty()); // switch trays are not GPU servers
        const Diagnostics ds = validateDesign(d, c);
        const auto found = codes(ds, "scale_up.");
        QVERIFY2(found.empty(), found.empty() ? "" : found.front().c_str());
        // Without a compute fabric each rack is an island: the ledger's is one whole domain.
        const DesignLedger L = evaluateDesign(d, c);
        QVERIFY(L.cluster);
        QCOMPARE(L.cluster->gpus, 72);
        QCOMPARE(L.cluster->gpusPerNode, 72);
        QVERIFY(L.cluster->scaleUpName.find("GB200 NVL72") != std::string::npos);
        QCOMPARE(L.cluster->scaleUpBytesPerS, 900e9); // 1.8 TB/s both ways, per direction
    }

    /** Review: a domain's tray without its own cables trains through its NVLink peers (it does
     *  not zero the island's bandwidth), and an island of a full and a part-filled domain is
     *  planned at the smaller one. */
    void cabledDomainsJoinAtTheirSlowestAndSmallest()
    {
        const Catalog &c = bundledCatalog();
        Design d = nvl72Racks(2, [](int r) { return "nvl72-" + std::to_string(r + 1); });
        FabricOptions o;
        const FabricResult f = buildFabric(d, c, o);
        QVERIFY2(f.ok(), f.error.c_str());
        d = f.design;
        DesignLedger L = evaluateDesign(d, c);
        QVERIFY(L.cluster);
        QCOMPARE(L.cluster->gpus, 144);
        QCOMPARE(L.cluster->gpusPerNode, 72);
        QCOMPARE(L.cluster->networkBytesPerS, 400e9 / 8); // one 400G ConnectX-7 per GPU
        // One tray's cables gone: still one island of 144 at the cabled trays' share.
        const std::string tray = d.racks[0].id + "-c1";
        std::erase_if(d.links,
                      [&](const Link &l) { return l.a.device == tray || l.b.device == tray; });
        L = evaluateDesign(d, c);
        QVERIFY(L.cluster);
        QCOMPARE(L.cluster->gpus, 144);
        QCOMPARE(L.cluster->networkBytesPerS, 400e9 / 8);
        QVERIFY(!findDiagnostic(L.diagnostics, "fabric.no_compute_link"));
        // Rack 2 loses a tray: 68 GPUs in its domain, and the island plans at 68.
        std::erase_if(d.devices,
                      [&](const Device &dev) { return dev.id == d.racks[1].id + "-c18"; });
        std::erase_if(d.links, [&](const Link &l) {
            return l.a.device == d.racks[1].id + "-c18" || l.b.device == d.racks[1].id + "-c18";
        });
        L = evaluateDesign(d, c);
        QVERIFY(L.cluster);
        QCOMPARE(L.cluster->gpus, 140);
        QCOMPARE(L.cluster->gpusPerNode, 68);
    }

    void traysWithoutADomainScaleUpAlone()
    {
        const Catalog &c = bundledCatalog();
        const Design d = nvl72Racks(1, [](int) { return std::string(); });
        const Diagnostics ds = validateDesign(d, c);
        const Diagnostic *alone = findDiagnostic(ds, "scale_up.tray_alone");
        QVERIFY(alone);
        QCOMPARE(alone->severity, Severity::Warning);
        QCOMPARE(alone->params.at("trays"), std::string("18"));
        QCOMPARE(alone->params.at("gpus_per_tray"), std::string("4"));
        QCOMPARE(codes(ds, "scale_up.tray_alone").size(), std::size_t(1)); // one per rack
        const DesignLedger L = evaluateDesign(d, c);
        QVERIFY(L.cluster);
        QCOMPARE(L.cluster->gpusPerNode, 4);
    }

    void aDomainPastItsSystemIsAnError()
    {
        const Catalog &c = bundledCatalog();
        // Two racks under one name: 144 GPUs on a fabric that joins 72.
        const Design d = nvl72Racks(2, [](int) { return std::string("one-domain"); });
        const Diagnostics ds = validateDesign(d, c);
        const Diagnostic *over = findDiagnostic(ds, "scale_up.over_capacity");
        QVERIFY(over);
        QCOMPARE(over->severity, Severity::Error);
        QCOMPARE(over->params.at("gpus"), std::string("144"));
        QCOMPARE(over->params.at("max"), std::string("72"));
        QCOMPARE(over->pointer, std::string("/racks/0/scale_up_domain"));
        // The engine never sees a node larger than the system.
        const DesignLedger L = evaluateDesign(d, c);
        QVERIFY(L.cluster);
        QVERIFY(L.cluster->gpusPerNode <= 72);
    }

    void mixedTraysAndOutsidersAreNamed()
    {
        const Catalog &c = bundledCatalog();
        Design d = nvl72Racks(1, [](int) { return std::string("nvl72-1"); });
        d.devices[0].model = "gb300-nvl72-tray";
        d.devices[0].gpuSlots.assign(4, std::string("gb300"));
        Device hgx;
        hgx.id = "hgx-1";
        hgx.name = "HGX-1";
        hgx.model = "hgx-b300";
        hgx.rack = "nvl-1";
        hgx.u = 35;
        hgx.gpuSlots.assign(8, std::string("b300-sxm-288gb"));
        d.devices.push_back(hgx);
        const Diagnostics ds = validateDesign(d, c);
        const Diagnostic *mixed = findDiagnostic(ds, "scale_up.mixed_trays");
        QVERIFY(mixed);
        QVERIFY(mixed->params.at("models").find("gb300-nvl72-tray") != std::string::npos);
        const Diagnostic *outsider = findDiagnostic(ds, "scale_up.outsider");
        QVERIFY(outsider);
        QCOMPARE(outsider->objectId, std::string("hgx-1"));
        QCOMPARE(outsider->severity, Severity::Warning);
    }

    /** Issue 28, liquid cooling: a tray's liquid share makes its rack's liquid heat, an air rack
     *  refuses it at drop (when budgets are enforced) and the validator flags one placed anyway. */
    void liquidTraysNeedALiquidRack()
    {
        const Catalog &c = bundledCatalog();
        Design d = nvl72Racks(1, [](int) { return std::string("nvl72-1"); });
        const RackLoad load = rackLoad(d, d.racks[0], c);
        QCOMPARE(load.liquidMaxW, 18 * 5400 * 0.85 + 9 * 500 * 0.8);
        QVERIFY(!findDiagnostic(validateDesign(d, c), "rack.liquid_in_air_rack"));
        Rack air = makeRack(c, "rack-48u", "air-1", "AIR-1", 1, 0);
        d.racks.push_back(air);
        const Device tray = makeDevice(c, "gb200-nvl72-tray", "new-tray");
        QCOMPARE(checkPlacement(d, c, tray, "air-1", 10, true).problem,
                 PlacementProblem::NeedsLiquidCooling);
        QVERIFY(checkPlacement(d, c, tray, "air-1", 10, false).ok()); // Alt / Shift: placed
        QVERIFY(checkPlacement(d, c, tray, "nvl-1", 40, true).ok());
        // An air-cooled HGX goes anywhere its power fits.
        QVERIFY(checkPlacement(d, c, makeDevice(c, "hgx-b300", "hgx"), "air-1", 10, true).ok());
        Device placed = tray;
        placed.rack = "air-1";
        placed.u = 10;
        d.devices.push_back(placed);
        const Diagnostics ds = validateDesign(d, c);
        const Diagnostic *flag = findDiagnostic(ds, "rack.liquid_in_air_rack");
        QVERIFY(flag);
        QCOMPARE(flag->severity, Severity::Error);
        QCOMPARE(flag->objectId, std::string("air-1"));
        QCOMPARE(flag->params.at("liquid_kw"), std::string("4.6"));
    }

    /** Review: design from targets puts liquid-cooled trays in a liquid-cooled rack and gives each
     *  rack its domain (it chose an air rack, and every option ended in design errors). */
    void designFromTargetsCoolsAndJoinsTrays()
    {
        const Catalog &c = bundledCatalog();
        SizingTargets t;
        t.workload.model.preset = "llama-3-70b";
        t.workload.tokens = 1e11;
        t.rackKw = 140;
        const SynthesisResult r = synthesizeDesign(c, t, {"gb200", "gb200-nvl72-tray"}, 18);
        QVERIFY2(r.ok(), r.error.c_str());
        const Design &d = r.design;
        int trays = 0;
        for (const Rack &k : d.racks) {
            const bool holdsTrays
                = std::any_of(d.devices.begin(), d.devices.end(), [&](const Device &dev) {
                      return dev.rack == k.id && dev.model == "gb200-nvl72-tray";
                  });
            if (!holdsTrays)
                continue;
            ++trays;
            QCOMPARE(c.rack(k.model)->cooling, CoolingType::Liquid);
            QVERIFY(!k.scaleUpDomain.empty());
        }
        QVERIFY(trays > 0);
        const Diagnostics ds = validateDesign(d, c);
        QVERIFY(!findDiagnostic(ds, "rack.liquid_in_air_rack"));
        QVERIFY(!findDiagnostic(ds, "scale_up.tray_alone"));
        // Bought whole: 18 trays (one domain of 72) in a rack, or the candidate is refused.
        QCOMPARE(r.rack.serversPerRack, 18);
        QCOMPARE(r.rack.limit, std::string("system"));
        t.rackKw = 40;
        const SynthesisResult small = synthesizeDesign(c, t, {"gb200", "gb200-nvl72-tray"}, 18);
        QCOMPARE(small.error, std::string("sizing.rack_scale_over_rack"));
        QCOMPARE(small.errorParams.at("trays"), std::string("18"));
        // The search's ladder climbs in whole systems: 72, 144, ... GPUs, never 8 or 384.
        t.rackKw = 140;
        t.deadlineDays = 60;
        t.maxGpus = 360;
        t.candidates = {{"gb200", "gb200-nvl72-tray"}};
        const SizingResult found = searchSizing(c, t);
        QVERIFY(!found.options.empty());
        for (const SizingOption &o : found.options)
            QVERIFY2(o.gpus % 72 == 0, std::to_string(o.gpus).c_str());
    }

    void aServingPoolIsItsOwnIslandAndDomain()
    {
        // The configurator's pick on cards the design lacks (servingpool.h): whole systems, a
        // new NVLink domain (not trays added to the design's own "domain-1"), a new island.
        const Catalog &c = bundledCatalog();
        const Design d = nvl72Racks(1, [](int) { return std::string("domain-1"); });
        const ServingPool pool = servingPoolFor(c, d, "gb200", 60, 140);
        QVERIFY2(pool.ok(), pool.error.c_str());
        QCOMPARE(pool.gpus, 72);
        QCOMPARE(pool.servers, 18);
        Design merged = d;
        merged.racks.insert(merged.racks.end(), pool.hardware.racks.begin(),
                            pool.hardware.racks.end());
        merged.devices.insert(merged.devices.end(), pool.hardware.devices.begin(),
                              pool.hardware.devices.end());
        merged.links.insert(merged.links.end(), pool.hardware.links.begin(),
                            pool.hardware.links.end());
        std::set<std::string> domains;
        for (const Rack &k : pool.hardware.racks) {
            QVERIFY(k.row >= 2); // after the design's row 0 and an aisle
            if (!k.scaleUpDomain.empty())
                domains.insert(k.scaleUpDomain);
        }
        QCOMPARE(domains.size(), std::size_t(1));
        QVERIFY(*domains.begin() != "domain-1");
        const Diagnostics ds = validateDesign(merged, c);
        QVERIFY(codes(ds, "scale_up.").empty());
        // No error on the pool's objects. (The hand-made rack has no CDU: with none in the
        // design that is one cooling.no_cdu warning; beside the pool's CDUs, its row is short.)
        std::set<std::string> poolIds;
        for (const Rack &k : pool.hardware.racks)
            poolIds.insert(k.id);
        for (const Device &dev : pool.hardware.devices)
            poolIds.insert(dev.id);
        for (const Diagnostic &x : ds)
            QVERIFY2(x.severity != Severity::Error || !poolIds.count(x.objectId),
                     (x.code + " " + x.objectId).c_str());
        const NetworkAnalysis net = analyseNetwork(merged, c);
        const auto island
            = std::find_if(net.islands.begin(), net.islands.end(),
                           [&](const ComputeIsland &i) { return i.id == pool.island; });
        QVERIFY(island != net.islands.end());
        QCOMPARE(island->gpus, 72);

        // A dense card in its usual server: whole servers, no storage servers, in the rack's kW.
        const ServingPool h100 = servingPoolFor(c, Design {}, "h100-sxm5-80gb", 20, 40);
        QVERIFY2(h100.ok(), h100.error.c_str());
        QCOMPARE(h100.gpus, 24);
        for (const Device &dev : h100.hardware.devices)
            QVERIFY2(dev.model != "storage-nvme-2u", dev.id.c_str());
        QCOMPARE(servingPoolFor(c, d, "no-such-gpu", 8, 40).error,
                 std::string("serving_pool.unknown_gpu"));
        QCOMPARE(servingPoolFor(c, d, "gb200", 72, 40).error,
                 std::string("sizing.rack_scale_over_rack"));
    }

    void copiedRackScaleSystemsAreNewDomains()
    {
        const Design d = nvl72Racks(2, [](int) { return std::string("nvl-a"); });
        Fragment f = extractFragment(d, {"nvl-1", "nvl-2"});
        const Fragment copy = renumberFragment(d, f, 1);
        QCOMPARE(copy.racks.size(), std::size_t(2));
        // Both copies stay one domain together, apart from the originals'.
        QCOMPARE(copy.racks[0].scaleUpDomain, copy.racks[1].scaleUpDomain);
        QVERIFY(copy.racks[0].scaleUpDomain != "nvl-a");
        QVERIFY(!copy.racks[0].scaleUpDomain.empty());
    }

    void theDomainNameRoundTripsAndOlderFilesHaveNone()
    {
        const Catalog &c = bundledCatalog();
        const Design d = nvl72Racks(1, [](int) { return std::string("nvl72-01"); });
        const auto text = DesignWriter::toText(d);
        QVERIFY(text.find("\"scale_up_domain\": \"nvl72-01\"") != std::string::npos);
        const DesignLoadResult back = DesignReader::readText(text, c);
        QVERIFY(back.ok());
        QCOMPARE(back.design->racks[0].scaleUpDomain, std::string("nvl72-01"));
        // Saved again, it reads back the same (the reader fills the rack's cooling from its model).
        const auto again = DesignWriter::toText(*back.design);
        const DesignLoadResult twice = DesignReader::readText(again, c);
        QVERIFY(twice.ok());
        QVERIFY(*twice.design == *back.design);
        // A rack without one writes nothing (older readers' files stay as they were).
        const Design plain = nvl72Racks(1, [](int) { return std::string(); });
        QVERIFY(DesignWriter::toText(plain).find("scale_up_domain") == std::string::npos);
        // Not an identifier: named with its pointer.
        std::string bad = text;
        bad.replace(bad.find("\"nvl72-01\""), 10, "\" padded \"");
        const DesignLoadResult refused = DesignReader::readText(bad, c, "bad.cluster.json");
        QVERIFY(!refused.ok());
        QVERIFY(refused.errors.front().toString().find("/racks/0/scale_up_domain")
                != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestScaleUp)
#include "tst_scaleup.moc"
