// SPDX-License-Identifier: GPL-3.0-or-later
// Liquid cooling (issue 28, item 2; format 11): racks split their cooling into air and a liquid
// loop, coolant distribution units are placeable parts that carry the liquid heat of their rack
// (in-rack) or row (in-row), the drop check and the validator refuse what the loop cannot take,
// and facility power follows the cooling mix (air x PUE + liquid x partial PUE + the CDUs).
#include "catalog/catalogloader.h"
#include "cost/bom.h"
#include "edit/placement.h"
#include "engine/ledger.h"
#include "io/designformat.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "power/coolingplan.h"
#include "sizing/designsynthesis.h"
#include "testcatalog.h"
#include "testdiagnostics.h"
#include "validate/validator.h"

#include <algorithm>

using namespace cl;

namespace {

constexpr double kTrayMaxW = 5400; // gb200-nvl72-tray's max_w in servers.json
constexpr double kTrayLiquidShare = 0.85;

/** `racks` NVL72 racks in row 0 with `trays` GB200 trays each (no switch trays: easier sums). */
Design liquidRacks(int racks, int trays)
{
    Design d;
    d.name = "cooling test";
    d.site.pue = 1.4;
    d.site.liquidPue = 1.1;
    d.workload.model.preset = "llama-3-70b";
    d.workload.tokens = 1e11;
    for (int r = 0; r < racks; ++r) {
        Rack k = makeRack(bundledCatalog(), "rack-nvl72-mgx", "r" + std::to_string(r + 1),
                          "R" + std::to_string(r + 1), 0, r);
        k.power.feeds.reset();
        k.power.budgetW = 142000;
        d.racks.push_back(k);
        for (int t = 0; t < trays; ++t) {
            Device dev = makeDevice(bundledCatalog(), "gb200-nvl72-tray",
                                    k.id + "-t" + std::to_string(t + 1));
            dev.rack = k.id;
            dev.u = 1 + t;
            d.devices.push_back(dev);
        }
    }
    return d;
}

Device cdu(const std::string &id, const std::string &model, const std::string &rack, int u)
{
    Device dev = makeDevice(bundledCatalog(), model, id);
    dev.rack = rack;
    dev.u = u;
    return dev;
}

} // namespace

class TestCooling : public QObject
{
    Q_OBJECT

private slots:
    void catalogCarriesCdusWithTheirRatings()
    {
        const Catalog &c = bundledCatalog();
        QVERIFY(c.cdus.size() >= 4);
        int inRack = 0, inRow = 0;
        for (const auto &[id, u] : c.cdus) {
            QVERIFY2(!u.source.document.empty() && !u.source.date.empty(), id.c_str());
            QVERIFY2(u.price.has_value(), id.c_str());
            QVERIFY(u.capacityW > 0 && u.flowLpm > 0 && u.powerW > 0);
            (u.mount == CduMount::InRack ? inRack : inRow)++;
            QCOMPARE(u.u > 0, u.mount == CduMount::InRack);
        }
        QVERIFY(inRack >= 2 && inRow >= 2);
        const RackModel *mgx = c.rack("rack-nvl72-mgx");
        QVERIFY(mgx && mgx->liquidLimitW);
        QCOMPARE(*mgx->liquidLimitW, 125000.0);
    }

    void catalogRefusesAnInRackCduWithoutHeight()
    {
        Catalog c;
        CatalogLoadReport report;
        const bool ok = CatalogLoader::loadText(
            R"({"format": "clusterledger-catalog", "version": 1, "cdus": [
                {"id": "x", "name": "X", "mount": "in_rack", "u": 0, "capacity_kw": 100,
                 "facility_supply_c": 32, "flow_lpm": 100, "power_w": 500,
                 "source": {"document": "test", "date": "2026"}}]})",
            "t.json", c, report);
        QVERIFY(!ok);
        QCOMPARE(report.errors.front().pointer, std::string("/cdus/0/u"));
    }

    void facilityPowerFollowsTheCoolingMix()
    {
        Design d = liquidRacks(1, 10);
        const DesignLedger L = evaluateDesign(d, bundledCatalog());
        const double it = 10 * kTrayMaxW;
        const double liquid = it * kTrayLiquidShare;
        QCOMPARE(L.site.itMaxW, it);
        QCOMPARE(L.site.cooling.liquidMaxW, liquid);
        QCOMPARE(L.site.cooling.airMaxW, it - liquid);
        // No CDU placed: the air part at the PUE, the liquid at its partial PUE, nothing else.
        QCOMPARE(L.site.facilityMaxW, (it - liquid) * 1.4 + liquid * 1.1);
        // An older file (no liquid_pue) keeps one PUE for all the heat.
        d.site.liquidPue.reset();
        QCOMPARE(evaluateDesign(d, bundledCatalog()).site.facilityMaxW, it * 1.4);
    }

    void cdusCarryTheirRackOrRowAndDrawForTheHeat()
    {
        // Two racks of 10 trays (45.9 kW of liquid each); an in-rack 121 kW CDU in r1 carries r1
        // alone, an in-row 1,368 kW unit at r2 carries the rest of the row.
        Design d = liquidRacks(2, 10);
        d.devices.push_back(cdu("cdu-a", "cdu-vertiv-coolchip-121", "r1", 40));
        d.devices.push_back(cdu("cdu-b", "cdu-vertiv-xdu1350", "r2", 0));
        const DesignLedger L = evaluateDesign(d, bundledCatalog());
        const CoolingPlan &p = L.site.cooling;
        const double perRack = 10 * kTrayMaxW * kTrayLiquidShare;
        QCOMPARE(p.cduCount, 2);
        QCOMPARE(p.rows.size(), std::size_t(1));
        QCOMPARE(p.rows[0].liquidW, 2 * perRack);
        QCOMPARE(p.rows[0].inRackW, perRack);
        QCOMPARE(p.rows[0].inRowCapacityW, 1368000.0);
        QCOMPARE(p.rows[0].shortW, 0.0);
        // Each CDU draws its rated power times the share of its rated heat it carries.
        QCOMPARE(p.cduPowerW, 875.0 * perRack / 121000 + 13700.0 * perRack / 1368000);
        QCOMPARE(p.cduRatedPowerW, 875.0 + 13700.0);
        // At typical load the pumps carry the typical liquid heat.
        const double typicalPerRack = L.racks[0].load.liquidTypicalW;
        QVERIFY(typicalPerRack < perRack);
        QVERIFY(qAbs(L.site.facilityTypicalW
                     - (L.site.itTypicalW * 1.4 - 2 * typicalPerRack * 0.3
                        + 875.0 * typicalPerRack / 121000 + 13700.0 * typicalPerRack / 1368000))
                < 1e-6);
        QVERIFY(qAbs(L.site.facilityMaxW
                     - ((2 * 10 * kTrayMaxW - 2 * perRack) * 1.4 + 2 * perRack * 1.1 + p.cduPowerW))
                < 1e-6);
        // The rows' flow scales the CDUs' rated flow per kW.
        QCOMPARE(p.rows[0].flowLpm, 2 * perRack * (120.0 + 1200.0) / (121000 + 1368000));
        // CDUs are priced in the bill of materials.
        const auto &lines = L.bom.lines;
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const BomLine &l) {
            return l.category == "cdus" && l.id == "cdu-vertiv-xdu1350" && l.quantity == 1;
        }));
    }

    void validatorNamesWhatTheLoopCannotTake()
    {
        Design d = liquidRacks(2, 18); // 82.6 kW of liquid per rack
        Diagnostics ds = validateDesign(d, bundledCatalog());
        const Diagnostic *none = findDiagnostic(ds, "cooling.no_cdu");
        QVERIFY(none);
        QCOMPARE(none->params.at("liquid_kw"), std::string("165.2"));
        QVERIFY(!findDiagnostic(ds, "cooling.cdu_short"));

        // One in-rack 121 kW CDU in r1 leaves r2's liquid heat short.
        d.devices.push_back(cdu("cdu-a", "cdu-vertiv-coolchip-121", "r1", 40));
        ds = validateDesign(d, bundledCatalog());
        const Diagnostic *shortRow = findDiagnostic(ds, "cooling.cdu_short");
        QVERIFY(shortRow);
        QCOMPARE(shortRow->severity, Severity::Error);
        QCOMPARE(shortRow->params.at("row"), std::string("1"));
        QCOMPARE(shortRow->objectId, std::string("r1")); // the row's first rack
        QCOMPARE(shortRow->pointer, std::string("/racks/0"));
        QCOMPARE(shortRow->params.at("short_kw"), std::string("82.6"));
        QVERIFY(!findDiagnostic(ds, "cooling.no_cdu"));

        // A liquid loop smaller than the rack's cold-plate heat.
        d.racks[0].cooling.liquidLimitW = 60000;
        ds = validateDesign(d, bundledCatalog());
        const Diagnostic *over = findDiagnostic(ds, "rack.liquid_over_limit");
        QVERIFY(over);
        QCOMPARE(over->objectId, std::string("r1"));
        QCOMPARE(over->params.at("liquid_kw"), std::string("82.6"));
        QCOMPARE(over->params.at("limit_kw"), std::string("60.0"));
        QVERIFY(!findDiagnostic(ds, "rack.air_over_limit")); // 82 kW of air room for 14.6 kW
        // A loop so large that the room's air part (142 - 130 kW) is less than the air heat.
        d.racks[0].cooling.liquidLimitW = 130000;
        ds = validateDesign(d, bundledCatalog());
        QVERIFY(!findDiagnostic(ds, "rack.liquid_over_limit"));
        const Diagnostic *air = findDiagnostic(ds, "rack.air_over_limit");
        QVERIFY(air);
        QCOMPARE(air->severity, Severity::Warning);
        QCOMPARE(air->params.at("air_kw"), std::string("14.6"));
        QCOMPARE(air->params.at("limit_kw"), std::string("12.0"));
    }

    void dropCheckRefusesPastTheLiquidLoop()
    {
        Design d = liquidRacks(1, 10);
        d.racks[0].cooling.liquidLimitW = 48000; // 45.9 kW in use
        const Device tray = makeDevice(bundledCatalog(), "gb200-nvl72-tray", "new");
        PlacementCheck check = checkPlacement(d, bundledCatalog(), tray, "r1", 30, true);
        QCOMPARE(check.problem, PlacementProblem::OverLiquidLoop);
        QCOMPARE(check.liquidAfterW, 11 * kTrayMaxW * kTrayLiquidShare);
        QCOMPARE(check.liquidLimitW, 48000.0);
        // Not enforced: it goes in.
        QVERIFY(checkPlacement(d, bundledCatalog(), tray, "r1", 30, false).ok());
        // An in-row CDU stands at the rack with no U; an in-rack one needs its 4 U.
        const Device row = makeDevice(bundledCatalog(), "cdu-vertiv-xdu1350", "cdu");
        QCOMPARE(row.kind, DeviceKind::Cdu);
        QVERIFY(checkPlacement(d, bundledCatalog(), row, "r1", 0, true).ok());
        const Device rack = makeDevice(bundledCatalog(), "cdu-vertiv-coolchip-121", "cdu2");
        QCOMPARE(checkPlacement(d, bundledCatalog(), rack, "r1", 8, true).problem,
                 PlacementProblem::UnitsTaken);
        QVERIFY(checkPlacement(d, bundledCatalog(), rack, "r1", 40, true).ok());
    }

    void format11RoundTripsAndRefusesWhatCannotBe()
    {
        Design d = liquidRacks(1, 2);
        d.racks[0].cooling.liquidLimitW = 120000;
        d.devices.push_back(cdu("cdu-a", "cdu-vertiv-xdu1350", "r1", 0));
        const std::string text = DesignWriter::toText(d);
        QVERIFY(text.find("\"liquid_limit_w\": 120000") != std::string::npos);
        QVERIFY(text.find("\"liquid_pue\": 1.1") != std::string::npos);
        const DesignLoadResult back = DesignReader::readText(text, bundledCatalog());
        QVERIFY2(back.ok(), back.errors.empty() ? "" : back.errors.front().toString().c_str());
        QCOMPARE(back.design->racks, d.racks);
        QCOMPARE(back.design->devices, d.devices);
        QCOMPARE(back.design->site.liquidPue, d.site.liquidPue);

        auto errorAt = [&](const std::string &from, const std::string &to) {
            std::string broken = text;
            const auto at = broken.find(from);
            if (at == std::string::npos)
                return std::string("(not found: ") + from + ")";
            broken.replace(at, from.size(), to);
            const DesignLoadResult r = DesignReader::readText(broken, bundledCatalog());
            return r.errors.empty() ? std::string() : r.errors.front().pointer;
        };
        // A liquid part larger than the rack's limit; a liquid part of an air rack.
        QCOMPARE(errorAt("\"liquid_limit_w\": 120000", "\"liquid_limit_w\": 150000"),
                 std::string("/racks/0/cooling/liquid_limit_w"));
        QCOMPARE(errorAt("\"type\": \"liquid\"", "\"type\": \"air\""),
                 std::string("/racks/0/cooling/liquid_limit_w"));
        // An in-row CDU at a U; a partial PUE out of range.
        QCOMPARE(
            errorAt("\"model\": \"cdu-vertiv-xdu1350\",\n      \"rack\": \"r1\",\n      \"u\": 0",
                    "\"model\": \"cdu-vertiv-xdu1350\",\n      \"rack\": \"r1\",\n      \"u\": 3"),
            std::string("/devices/2/u"));
        QCOMPARE(errorAt("\"liquid_pue\": 1.1", "\"liquid_pue\": 0.9"),
                 std::string("/site/liquid_pue"));
        // A rack that lowers its limit under the liquid part its model gives: read without the
        // model's part, so saving it writes a file that loads again.
        Design lowered = liquidRacks(1, 2);
        lowered.racks[0].cooling.liquidLimitW.reset();
        lowered.racks[0].cooling.limitW = 100000;
        const DesignLoadResult once
            = DesignReader::readText(DesignWriter::toText(lowered), bundledCatalog());
        QVERIFY(once.ok());
        QVERIFY(!once.design->racks[0].cooling.liquidLimitW);
        QVERIFY(DesignReader::readText(DesignWriter::toText(*once.design), bundledCatalog()).ok());
    }

    void designFromTargetsPlacesRowCdus()
    {
        // 36 trays (two NVL72 racks, 165 kW of cold-plate heat in one row): N+1 in-row CDUs of
        // the model that costs the row least, at the row's two ends; nothing left uncooled.
        SizingTargets t;
        t.workload.model.preset = "llama-3-70b";
        t.workload.tokens = 1e11;
        t.rackKw = 140;
        const SynthesisResult r
            = synthesizeDesign(bundledCatalog(), t, {"gb200", "gb200-nvl72-tray"}, 36);
        QVERIFY2(r.ok(), r.error.c_str());
        std::vector<const Device *> cdus;
        for (const Device &dev : r.design.devices)
            if (dev.kind == DeviceKind::Cdu)
                cdus.push_back(&dev);
        QCOMPARE(cdus.size(), std::size_t(2));
        QCOMPARE(cdus[0]->model, std::string("cdu-vertiv-xdu1350"));
        QVERIFY(cdus[0]->rack != cdus[1]->rack);
        const Diagnostics ds = validateDesign(r.design, bundledCatalog());
        QVERIFY(!findDiagnostic(ds, "cooling.no_cdu"));
        QVERIFY(!findDiagnostic(ds, "cooling.cdu_short"));
    }

    void nvl72ExampleIsCooledByItsCdus()
    {
        const DesignLoadResult r = DesignReader::readFile(
            std::string(CL_EXAMPLES) + "/nvl72-gb200-16racks.cluster.json", bundledCatalog());
        QVERIFY(r.ok());
        QCOMPARE(r.version, kDesignVersion); // the examples are migrated to the newest
        const DesignLedger L = evaluateDesign(*r.design, bundledCatalog());
        for (const char *code : {"cooling.no_cdu", "cooling.cdu_short", "rack.liquid_over_limit",
                                 "rack.air_over_limit", "rack.liquid_in_air_rack"})
            QVERIFY2(!findDiagnostic(L.diagnostics, code), code);
        QCOMPARE(L.site.cooling.cduCount, 4);
        // Mostly liquid at 1.10 and the air at 1.30: the mix lands between.
        const double pue = L.site.cooling.effectivePue();
        QVERIFY(pue > 1.10 && pue < 1.30);
        QVERIFY(!findDiagnostic(L.diagnostics, "cooling.no_redundancy")); // N+1 in each row
    }

    /** N+1: the example's rows each stand two XDU1350 for one's worth of heat; with one gone the
     *  row still fits (no error) but rests on every unit running, and the validator says so. */
    void aRowWithoutASpareCduIsNamed()
    {
        DesignLoadResult r = DesignReader::readFile(
            std::string(CL_EXAMPLES) + "/nvl72-gb200-16racks.cluster.json", bundledCatalog());
        QVERIFY(r.ok());
        Design &d = *r.design;
        const auto cdu = std::find_if(d.devices.begin(), d.devices.end(),
                                      [](const Device &x) { return x.kind == DeviceKind::Cdu; });
        QVERIFY(cdu != d.devices.end());
        const std::string rack = *cdu->rack;
        d.devices.erase(cdu);
        const Diagnostics found = validateDesign(d, bundledCatalog());
        QVERIFY(!findDiagnostic(found, "cooling.cdu_short"));
        const Diagnostic *n1 = findDiagnostic(found, "cooling.no_redundancy");
        QVERIFY(n1);
        QCOMPARE(n1->severity, Severity::Warning);
        QCOMPARE(n1->params.at("cdus"), std::string("1"));
        QCOMPARE(d.findRack(rack)->row + 1, std::stoi(n1->params.at("row")));
        QVERIFY(std::stod(n1->params.at("without_largest_kw")) == 0.0);
    }
};

QTEST_GUILESS_MAIN(TestCooling)
#include "tst_cooling.moc"
