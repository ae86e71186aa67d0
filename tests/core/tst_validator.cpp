// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/designreader.h"
#include "power/rackpower.h"
#include "testcatalog.h"
#include "validate/validator.h"

#include <cmath>

using namespace cl;

namespace {

Design emptyDesign()
{
    Design d;
    Rack r;
    r.id = "r1";
    r.name = "R1";
    r.model = "rack-42u";
    r.power.budgetW = 40000;
    d.racks.push_back(r);
    return d;
}

Device server(const std::string &id, const std::string &model, int u,
              std::vector<std::optional<std::string>> gpus = {})
{
    Device d;
    d.id = id;
    d.name = id;
    d.kind = DeviceKind::GpuServer;
    d.model = model;
    d.rack = "r1";
    d.u = u;
    d.gpuSlots = std::move(gpus);
    return d;
}

Device switchDevice(const std::string &id, const std::string &model, int u)
{
    Device d;
    d.id = id;
    d.name = id;
    d.kind = DeviceKind::Switch;
    d.model = model;
    d.rack = "r1";
    d.u = u;
    return d;
}

std::vector<std::string> codes(const Diagnostics &ds, Severity atLeast = Severity::Warning)
{
    std::vector<std::string> out;
    for (const auto &d : ds) {
        if (int(d.severity) >= int(atLeast))
            out.push_back(d.code);
    }
    return out;
}

bool has(const Diagnostics &ds, const std::string &code, const std::string &object = {})
{
    for (const auto &d : ds) {
        if (d.code == code && (object.empty() || d.objectId == object))
            return true;
    }
    return false;
}

std::vector<std::optional<std::string>> h100x8()
{
    return std::vector<std::optional<std::string>>(8, std::string("h100-sxm5-80gb"));
}

} // namespace

class TestValidator : public QObject
{
    Q_OBJECT

private slots:
    void soundDesignHasNoProblems()
    {
        Design d = emptyDesign();
        d.devices.push_back(server("a", "dgx-h100", 1, h100x8()));
        d.devices.push_back(server("b", "dgx-h100", 9, h100x8()));
        QVERIFY(codes(validateDesign(d, bundledCatalog())).empty());
    }

    void overlappingUnitsAreAnError()
    {
        Design d = emptyDesign();
        d.devices.push_back(server("a", "dgx-h100", 1, h100x8()));
        d.devices.push_back(server("b", "dgx-h100", 5, h100x8())); // U5-12 against U1-8
        const auto ds = validateDesign(d, bundledCatalog());
        QVERIFY(has(ds, "device.u_overlap", "b"));
        const auto &diag = ds.front();
        QCOMPARE(diag.severity, Severity::Error);
        QCOMPARE(diag.params.at("u"), std::string("5"));
        QCOMPARE(diag.pointer, std::string("/devices/1/u"));
    }

    void deviceRunningPastTheTop()
    {
        Design d = emptyDesign();
        d.devices.push_back(server("a", "dgx-h100", 38, h100x8())); // U38-45 in a 42U rack
        const auto ds = validateDesign(d, bundledCatalog());
        QVERIFY(has(ds, "device.past_rack_top", "a"));
    }

    void gpuWithoutAFreeSlot()
    {
        Design d = emptyDesign();
        d.devices.push_back(
            server("ws", "ws-4gpu-pcie", 1,
                   std::vector<std::optional<std::string>>(5, std::string("rtx-4090"))));
        QVERIFY(has(validateDesign(d, bundledCatalog()), "server.no_free_slot", "ws"));
    }

    void wrongFormFactor()
    {
        Design d = emptyDesign();
        d.devices.push_back(server("ws", "ws-4gpu-pcie", 1, {std::string("h100-sxm5-80gb")}));
        QVERIFY(has(validateDesign(d, bundledCatalog()), "server.gpu_form_factor", "ws"));
    }

    void mixedModelsInOneServer()
    {
        Design d = emptyDesign();
        d.devices.push_back(
            server("ws", "ws-4gpu-pcie", 1,
                   {std::string("rtx-4090"), std::string("rtx-3090"), std::nullopt}));
        const auto ds = validateDesign(d, bundledCatalog());
        QVERIFY(has(ds, "server.mixed_gpus", "ws"));
        QVERIFY(!has(ds, "server.no_free_slot"));
    }

    void builtInGpusCannotBeSwapped()
    {
        Design d = emptyDesign();
        auto gpus = h100x8();
        gpus[0] = std::string("h200-sxm-141gb");
        d.devices.push_back(server("a", "dgx-h100", 1, gpus));
        QVERIFY(has(validateDesign(d, bundledCatalog()), "server.builtin_gpu", "a"));
    }

    void linksToMissingOrReusedPorts()
    {
        Design d = emptyDesign();
        d.devices.push_back(server("a", "dgx-h100", 1, h100x8()));
        d.devices.push_back(switchDevice("sw", "qm9700", 20));
        d.links.push_back({"l1", {"a", "cx7-1"}, {"sw", "p1"}, Fabric::Compute, Media::Dac, 2});
        d.links.push_back({"l2", {"a", "cx7-9"}, {"sw", "p2"}, Fabric::Compute, Media::Dac, 2});
        d.links.push_back({"l3", {"a", "cx7-2"}, {"sw", "p1"}, Fabric::Compute, Media::Dac, 2});
        const auto ds = validateDesign(d, bundledCatalog());
        QVERIFY(has(ds, "link.missing_port", "l2"));
        QVERIFY(has(ds, "link.port_reused", "l3"));
        QVERIFY(!has(ds, "link.missing_port", "l1"));
        QVERIFY(!has(ds, "link.port_reused", "l1"));
    }

    void addInNicPortsAreNamed()
    {
        Design d = emptyDesign();
        auto s = server("s", "srv-8gpu-pcie", 1,
                        std::vector<std::optional<std::string>>(8, std::string("rtx-4090")));
        s.nics = {"cx6lx-25g"};
        d.devices.push_back(s);
        d.devices.push_back(switchDevice("sw", "eth-25g-48", 30));
        d.links.push_back({"l1", {"s", "nic1-p2"}, {"sw", "p1"}, Fabric::Compute, Media::Dac, 2});
        QVERIFY(!has(validateDesign(d, bundledCatalog()), "link.missing_port"));
    }

    // Seed 003: four DGX H100 at 10.2 kW each draw 40.8 kW, over a 40 kW rack.
    void fourDgxOverflowAFortyKilowattRack()
    {
        Design d = emptyDesign();
        for (int i = 0; i < 4; ++i)
            d.devices.push_back(server("dgx" + std::to_string(i), "dgx-h100", 1 + 8 * i, h100x8()));
        const RackLoad load = rackLoad(d, d.racks.front(), bundledCatalog());
        QCOMPARE(load.maxW, 40800.0);
        QCOMPARE(load.usableW, 40000.0);
        QCOMPARE(load.uUsed, 32);
        const auto ds = validateDesign(d, bundledCatalog());
        QVERIFY(has(ds, "rack.power_over_budget", "r1"));
        d.devices.pop_back();
        QVERIFY(!has(validateDesign(d, bundledCatalog()), "rack.power_over_budget"));
    }

    void usablePower_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("volts");
        QTest::addColumn<double>("amps");
        QTest::addColumn<bool>("threePhase");
        QTest::addColumn<int>("redundancy");
        QTest::addColumn<double>("expectedW");
        const double s3 = std::sqrt(3.0);
        QTest::newRow("2 x 230V 32A single, N")
            << 2 << 230.0 << 32.0 << false << int(Redundancy::N) << 2 * 230.0 * 32 * 0.8;
        QTest::newRow("2 x 230V 32A single, 2N")
            << 2 << 230.0 << 32.0 << false << int(Redundancy::TwoN) << 230.0 * 32 * 0.8;
        QTest::newRow("3 x 415V 60A three, N+1")
            << 3 << 415.0 << 60.0 << true << int(Redundancy::NPlus1) << 2 * s3 * 415 * 60 * 0.8;
        QTest::newRow("2 x 400V 25A three, 2N (Mozi)")
            << 2 << 400.0 << 25.0 << true << int(Redundancy::TwoN) << s3 * 400 * 25 * 0.8;
    }
    void usablePower()
    {
        QFETCH(int, count);
        QFETCH(double, volts);
        QFETCH(double, amps);
        QFETCH(bool, threePhase);
        QFETCH(int, redundancy);
        QFETCH(double, expectedW);
        RackPower p;
        p.feeds = FeedSpec {count, volts, amps, threePhase ? Phase::Three : Phase::Single, 1.0};
        p.redundancy = Redundancy(redundancy);
        QVERIFY(std::abs(usableRackPowerW(p) - expectedW) < 1e-6);
        p.budgetW = 1000; // a contractual cap below the feeds wins
        QCOMPARE(usableRackPowerW(p), 1000.0);
    }

    void pcieServersAddTheirGpusPower()
    {
        Device ws = server("ws", "ws-4gpu-pcie", 1,
                           std::vector<std::optional<std::string>>(4, std::string("rtx-4090")));
        QCOMPARE(deviceMaxW(ws, bundledCatalog()), 900.0 + 4 * 450.0);
        Device dgx = server("a", "dgx-h100", 1, h100x8());
        QCOMPARE(deviceMaxW(dgx, bundledCatalog()), 10200.0); // system power includes its GPUs
    }

    void examplesValidate_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *f : {"superpod-1su-h100", "mozi-mixed", "workstation-4x4090"})
            QTest::newRow(f)
                << QStringLiteral(CL_EXAMPLES "/%1.cluster.json").arg(QLatin1String(f));
    }
    void examplesValidate()
    {
        QFETCH(QString, file);
        const auto r = DesignReader::readFile(file.toStdString(), bundledCatalog());
        QVERIFY(r.ok());
        const auto errors = codes(validateDesign(*r.design, bundledCatalog()), Severity::Error);
        QVERIFY2(errors.empty(), errors.empty() ? "" : errors.front().c_str());
    }

    void moziRacksHoldOneServerEach()
    {
        const auto r
            = DesignReader::readFile(CL_EXAMPLES "/mozi-mixed.cluster.json", bundledCatalog());
        QVERIFY(r.ok());
        for (const auto &rack : r.design->racks) {
            const RackLoad load = rackLoad(*r.design, rack, bundledCatalog());
            QVERIFY(load.usableW >= 12000 && load.usableW <= 15000);
            int gpuServers = 0;
            for (const Device *d : r.design->devicesInRack(rack.id))
                gpuServers += d->kind == DeviceKind::GpuServer;
            QVERIFY(gpuServers <= 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestValidator)
#include "tst_validator.moc"
