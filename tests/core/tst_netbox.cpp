// SPDX-License-Identifier: GPL-3.0-or-later
// NetBox interchange (issue 28): every exported CSV against NetBox's import forms as read from
// its source (tests/data/netbox/schema-4.6.json: columns, required fields, choice values, the
// names each reference is looked up by), the device-type YAML against the devicetype-library's
// required keys, a design that round-trips, and NetBox's own list-view export read back.
#include "cost/bom.h"
#include "interchange/netboxexport.h"
#include "interchange/netboximport.h"
#include "io/csvtable.h"
#include "io/designreader.h"
#include "io/filetext.h"
#include "testcatalog.h"

#include <nlohmann/json.hpp>

#include <map>
#include <set>

using namespace cl;
using json = nlohmann::json;

namespace {

std::map<std::string, std::string> exported(const char *example, const char *version = "4.6")
{
    const auto read
        = DesignReader::readFile(std::string(CL_EXAMPLES "/") + example, bundledCatalog());
    if (!read.design)
        qFatal("%s does not load", example);
    NetBoxExportOptions o;
    o.netboxVersion = version;
    std::map<std::string, std::string> files;
    for (const NetBoxFile &f : exportNetBox(*read.design, bundledCatalog(), o))
        files[f.path] = f.text;
    return files;
}

CsvTable csv(const std::string &text)
{
    CsvError e;
    auto t = parseCsv(text, e);
    if (!t)
        qFatal("CSV does not parse at line %d: %s", e.line, e.message.c_str());
    return *t;
}

std::string cellOf(const CsvTable &t, std::size_t row, const std::string &column)
{
    const int c = t.column(column);
    return c < 0 ? std::string() : t.rows[row][std::size_t(c)];
}

std::set<std::string> valuesOf(const CsvTable &t, const std::string &column)
{
    std::set<std::string> out;
    for (std::size_t r = 0; r < t.rows.size(); ++r)
        out.insert(cellOf(t, r, column));
    return out;
}

/** Every character of text is one of allowed (and there is at least one). */
bool madeOf(const std::string &text, std::string_view allowed)
{
    return !text.empty() && text.find_first_not_of(allowed) == std::string::npos;
}

constexpr std::string_view kSlugChars
    = "-_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Every rule of one file's import form; a message per broken one ("racks.csv:3 width ..."). */
QStringList checkFile(const std::string &name, const json &rules, const std::string &version,
                      const std::map<std::string, CsvTable> &tables)
{
    QStringList problems;
    const CsvTable &t = tables.at(name);
    auto fail = [&](std::size_t row, const std::string &what) {
        problems << QString::fromStdString(name + ":" + std::to_string(row + 2) + " " + what);
    };
    std::set<std::string> allowed;
    for (const auto &c : rules["columns"])
        allowed.insert(c.get<std::string>());
    if (version == "4.7" && rules.contains("columns_4.7"))
        for (const auto &c : rules["columns_4.7"])
            allowed.insert(c.get<std::string>());
    for (const std::string &h : t.header)
        if (!allowed.count(h))
            problems << QString::fromStdString(name + ": Unrecognized header: " + h);
    for (const auto &c : rules.value("always", json::array()))
        if (t.column(c.get<std::string>()) < 0)
            problems << QString::fromStdString(name + ": must carry " + c.get<std::string>());
    const json choices = rules.value("choices", json::object());
    const json integers = rules.value("integer", json::object());
    const json refs = rules.value("refs", json::object());
    const json lengths = rules.value("max_length", json::object());
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
        for (const auto &c : rules["required"])
            if (cellOf(t, r, c.get<std::string>()).empty())
                fail(r, c.get<std::string>() + " is required");
        for (const auto &[column, values] : choices.items()) {
            const std::string v = cellOf(t, r, column);
            std::set<std::string> ok;
            for (const auto &x : values)
                ok.insert(x.get<std::string>());
            if (!v.empty() && !ok.count(v))
                fail(r, column + " \"" + v + "\" is not a choice");
        }
        for (const auto &[column, most] : lengths.items())
            if (cellOf(t, r, column).size() > most.get<std::size_t>())
                fail(r, column + " is longer than " + most.dump() + " bytes");
        for (const auto &c : rules.value("slug", json::array()))
            if (!madeOf(cellOf(t, r, c.get<std::string>()), kSlugChars))
                fail(r, c.get<std::string>() + " is not a slug");
        for (const auto &c : rules.value("color", json::array()))
            if (cellOf(t, r, c.get<std::string>()).size() != 6
                || !madeOf(cellOf(t, r, c.get<std::string>()), "0123456789abcdef"))
                fail(r, c.get<std::string>() + " is not six hex digits");
        for (const auto &c : rules.value("boolean", json::array())) {
            const std::string v = cellOf(t, r, c.get<std::string>());
            if (!v.empty() && v != "true" && v != "false")
                fail(r, c.get<std::string>() + " is not true/false");
        }
        for (const auto &[column, range] : integers.items()) {
            const std::string v = cellOf(t, r, column);
            bool ok = madeOf(v[0] == '-' ? v.substr(1) : v, "0123456789");
            ok = ok && std::stol(v) >= range[0].get<long>() && std::stol(v) <= range[1].get<long>();
            if (!v.empty() && !ok)
                fail(r, column + " \"" + v + "\" is not a whole number in range");
        }
        for (const auto &pair : rules.value("together", json::array()))
            if (cellOf(t, r, pair[0]).empty() != cellOf(t, r, pair[1]).empty())
                fail(r, pair[0].get<std::string>() + " needs " + pair[1].get<std::string>());
        for (const auto &[column, ref] : refs.items()) {
            const std::string v = cellOf(t, r, column);
            if (!v.empty() && !valuesOf(tables.at(ref[0]), ref[1]).count(v))
                fail(r, column + " \"" + v + "\" is not a " + ref[1].get<std::string>() + " in "
                            + ref[0].get<std::string>());
        }
    }
    for (const auto &key : rules.value("unique", json::array())) {
        std::set<std::vector<std::string>> seen;
        for (std::size_t r = 0; r < t.rows.size(); ++r) {
            std::vector<std::string> k;
            for (const auto &c : key)
                k.push_back(cellOf(t, r, c));
            if (k.back().empty())
                continue;
            if (!seen.insert(k).second)
                fail(r, "repeats " + key.dump());
        }
    }
    for (const auto &key : rules.value("unique_ci", json::array())) {
        std::set<std::string> seen;
        for (std::size_t r = 0; r < t.rows.size(); ++r) {
            std::string k;
            for (const auto &c : key)
                k += cellOf(t, r, c) + '\x1f';
            for (char &ch : k)
                ch = char(std::tolower(static_cast<unsigned char>(ch)));
            if (!seen.insert(k).second)
                fail(r, "repeats " + key.dump() + " without regard to case");
        }
    }
    return problems;
}

} // namespace

class TestNetBox : public QObject
{
    Q_OBJECT

private slots:
    void csvReadsWhatSpreadsheetsWrite()
    {
        CsvError e;
        const auto t = parseCsv("\xEF\xBB\xBFName,Note\r\n\"a, b\",\"say \"\"hi\"\"\nthere\"\r\n"
                                " c , d\n\n",
                                e);
        QVERIFY(t);
        QCOMPARE(t->header, (std::vector<std::string> {"Name", "Note"}));
        QCOMPARE(t->rows.size(), std::size_t(2));
        QCOMPARE(t->rows[0][0], std::string("a, b"));
        QCOMPARE(t->rows[0][1], std::string("say \"hi\"\nthere"));
        QCOMPARE(t->rows[1][0], std::string("c"));
        QCOMPARE(t->lines[1], 4);
        QCOMPARE(t->column("name"), 0);
        QVERIFY(!parseCsv("a,b\n1,2,3\n", e));
        QCOMPARE(e.line, 2);
        QVERIFY(!parseCsv("a,b\n\"open,2\n", e));
        QCOMPARE(e.line, 2);
        QVERIFY(!parseCsv("Name\nZ\xFCrich\n", e)); // Latin-1, as an old Excel saves it
        QCOMPARE(e.line, 2);
        QVERIFY(e.message.find("UTF-8") != std::string::npos);
        const auto quotes = parseCsv("a\n\"x\"y\n\"\"\n", e);
        QVERIFY(quotes);
        QCOMPARE(quotes->rows.size(), std::size_t(2)); // a quoted empty field is a row
        QCOMPARE(quotes->rows[0][0], std::string("xy"));
        QVERIFY(!parseCsv(std::string(2000, ',') + "\n", e));
        QVERIFY(e.message.find("columns") != std::string::npos);
    }

    /** What NetBox allows and the design does not: a rack name repeated in two locations, a
     *  device without a position, 17 feeds on one rack. Notes, and a design that opens. */
    void whatTheDesignCannotTakeIsANote()
    {
        const std::string racks = "name,site,location,u_height\nR1,DC,Hall A,42\nR1,DC,Hall B,42\n";
        const std::string devices = "name,device_type,location,rack,position\n"
                                    "a,NVIDIA DGX H100,Hall A,R1,1\n"
                                    "b,NVIDIA DGX H100,Hall B,R1,1\n"
                                    "c,NVIDIA DGX H100,Hall B,R1,\n";
        std::string feeds = "rack,location,voltage,amperage,phase,type,max_utilization\n";
        for (int i = 0; i < 17; ++i)
            feeds += "R1,Hall A,415,32,three-phase,primary,80\n";
        const NetBoxImport r = importNetBox({"mem", racks, devices, {}, feeds}, bundledCatalog());
        QVERIFY2(r.errors.empty(), r.errors.empty() ? "" : r.errors.front().toString().c_str());
        const Design &d = *r.design;
        QCOMPARE(d.racks.size(), std::size_t(2));
        QVERIFY(d.devices[0].rack != d.devices[1].rack);
        QVERIFY(!d.devices[2].rack);
        std::multiset<std::string> codes;
        for (const Diagnostic &n : r.notes)
            codes.insert(n.code);
        QCOMPARE(codes.count("netbox.no_position"), std::size_t(1));
        QCOMPARE(codes.count("netbox.rack_default_feeds"), std::size_t(2)); // 17 feeds; none
    }

    void exportFollowsNetBoxsImportForms_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<QString>("version");
        QTest::newRow("superpod 4.6")
            << QStringLiteral("superpod-1su-h100.cluster.json") << QStringLiteral("4.6");
        QTest::newRow("superpod 4.7")
            << QStringLiteral("superpod-1su-h100.cluster.json") << QStringLiteral("4.7");
        QTest::newRow("mozi 4.6") << QStringLiteral("mozi-mixed.cluster.json")
                                  << QStringLiteral("4.6");
        QTest::newRow("workstation 4.6")
            << QStringLiteral("workstation-4x4090.cluster.json") << QStringLiteral("4.6");
    }

    void exportFollowsNetBoxsImportForms()
    {
        QFETCH(QString, example);
        QFETCH(QString, version);
        const json schema
            = json::parse(*readFileText(CL_TEST_DATA "/netbox/schema-4.6.json", InputKind::Json));
        const auto files = exported(example.toUtf8().constData(), version.toUtf8().constData());
        std::map<std::string, CsvTable> tables;
        for (const auto &[name, rules] : schema["files"].items()) {
            QVERIFY2(files.count(name), name.c_str());
            tables[name] = csv(files.at(name));
        }
        QStringList problems;
        for (const auto &[name, rules] : schema["files"].items()) {
            const json &r = rules.contains("same_as") ? schema["files"][rules["same_as"]] : rules;
            problems << checkFile(name, r, version.toStdString(), tables);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 12).join(QLatin1Char('\n'))));
        // What NetBox looks up by more than one field: a device's type within its manufacturer,
        // a position only with a face and a rack, a cable's interfaces on their devices.
        const CsvTable &types = tables.at("device_types.csv"), &devices = tables.at("devices.csv");
        std::set<std::pair<std::string, std::string>> typeKeys;
        for (std::size_t r = 0; r < types.rows.size(); ++r)
            typeKeys.insert({cellOf(types, r, "manufacturer"), cellOf(types, r, "model")});
        for (std::size_t r = 0; r < devices.rows.size(); ++r) {
            QVERIFY(typeKeys.count(
                {cellOf(devices, r, "manufacturer"), cellOf(devices, r, "device_type")}));
            if (!cellOf(devices, r, "position").empty())
                QVERIFY(!cellOf(devices, r, "face").empty() && !cellOf(devices, r, "rack").empty());
        }
        const CsvTable &ifaces = tables.at("interfaces.csv"), &cables = tables.at("cables.csv");
        std::set<std::pair<std::string, std::string>> ports;
        for (std::size_t r = 0; r < ifaces.rows.size(); ++r)
            ports.insert({cellOf(ifaces, r, "device"), cellOf(ifaces, r, "name")});
        for (std::size_t r = 0; r < cables.rows.size(); ++r)
            for (const char *side : {"side_a_", "side_b_"})
                QVERIFY2(ports.count({cellOf(cables, r, std::string(side) + "device"),
                                      cellOf(cables, r, std::string(side) + "name")}),
                         cellOf(cables, r, "label").c_str());
        QCOMPARE(tables.at("racks.csv").column("cooling_capability") >= 0,
                 version == QLatin1String("4.7"));
    }

    /** The check itself refuses what NetBox refuses: a width that is no choice, a label where
     *  a value belongs, a missing required cell, a rack no racks.csv row names. */
    void theCheckRefusesWhatNetBoxRefuses()
    {
        const json schema
            = json::parse(*readFileText(CL_TEST_DATA "/netbox/schema-4.6.json", InputKind::Json));
        auto files = exported("workstation-4x4090.cluster.json");
        std::map<std::string, CsvTable> tables;
        for (const auto &[name, rules] : schema["files"].items())
            tables[name] = csv(files.at(name));
        CsvTable &racks = tables["racks.csv"];
        racks.rows[0][std::size_t(racks.column("width"))] = "20";
        racks.rows[0][std::size_t(racks.column("status"))] = "Planned";
        CsvTable &devices = tables["devices.csv"];
        devices.rows[0][std::size_t(devices.column("role"))].clear();
        devices.rows[0][std::size_t(devices.column("rack"))] = "Nowhere";
        const QStringList r = checkFile("racks.csv", schema["files"]["racks.csv"], "4.6", tables);
        const QStringList d
            = checkFile("devices.csv", schema["files"]["devices.csv"], "4.6", tables);
        QCOMPARE(r.size(), 2);
        QVERIFY2(r.join(QLatin1Char(' ')).contains(QLatin1String("width \"20\"")),
                 qPrintable(r.join(QLatin1Char(' '))));
        QCOMPARE(d.size(), 2);
        QVERIFY(d.join(QLatin1Char(' ')).contains(QLatin1String("role is required")));
    }

    /** The devicetype-library's required keys, and only NetBox's interface and power-port types. */
    void deviceTypeYamlHasTheLibrarysKeys()
    {
        const json schema
            = json::parse(*readFileText(CL_TEST_DATA "/netbox/schema-4.6.json", InputKind::Json));
        const json &y = schema["device_type_yaml"];
        int yamls = 0;
        for (const auto &[path, text] : exported("superpod-1su-h100.cluster.json")) {
            if (path.rfind("device-types/", 0) != 0)
                continue;
            ++yamls;
            for (const auto &key : y["required"])
                QVERIFY2(text.find("\n" + key.get<std::string>() + ": ") != std::string::npos,
                         (path + " " + key.get<std::string>()).c_str());
            const std::string key = "\n    type: ";
            for (auto at = text.find(key); at != std::string::npos; at = text.find(key, at + 1)) {
                const auto from = at + key.size();
                const std::string t = text.substr(from, text.find('\n', from) - from);
                bool known = false;
                for (const char *list : {"interface_types", "power_port_types"})
                    for (const auto &v : y[list])
                        known = known || v == t;
                QVERIFY2(known, (path + ": " + t).c_str());
            }
        }
        QCOMPARE(yamls, 3); // DGX H100, QM9700, the rack PDU
        const std::string dgx
            = exported("superpod-1su-h100.cluster.json").at("device-types/nvidia/dgx-h100.yaml");
        QVERIFY(dgx.find("name: \"cx7-8\"\n    type: 400gbase-x-osfp") != std::string::npos);
        QVERIFY(dgx.find("name: \"PSU6\"\n    type: iec-60320-c20") != std::string::npos);
    }

    /** Exported and imported again: the same racks, places, GPUs and cables, so the same BOM. */
    void aDesignRoundTrips()
    {
        const Catalog &c = bundledCatalog();
        const Design original
            = *DesignReader::readFile(CL_EXAMPLES "/superpod-1su-h100.cluster.json", c).design;
        auto files = exported("superpod-1su-h100.cluster.json");
        const NetBoxImport back = importNetBox({"mem", files["racks.csv"], files["devices.csv"],
                                                files["cables.csv"], files["power_feeds.csv"]},
                                               c);
        QVERIFY(back.errors.empty());
        QVERIFY(back.design);
        QVERIFY(back.notes.empty());
        const Design &d = *back.design;
        QCOMPARE(d.racks.size(), original.racks.size());
        QCOMPARE(d.devices.size(), original.devices.size());
        QCOMPARE(d.links.size(), original.links.size());
        for (std::size_t i = 0; i < d.racks.size(); ++i) {
            QCOMPARE(d.racks[i].id, original.racks[i].id);
            QCOMPARE(d.racks[i].power, original.racks[i].power);
        }
        for (std::size_t i = 0; i < d.devices.size(); ++i) {
            QCOMPARE(d.devices[i].model, original.devices[i].model);
            QCOMPARE(d.devices[i].u, original.devices[i].u);
            QCOMPARE(d.devices[i].gpuSlots, original.devices[i].gpuSlots);
        }
        QCOMPARE(buildBom(d, c).totalUsd, buildBom(original, c).totalUsd);
    }

    /** NetBox's own list-view export (tests/data/netbox/list-export, README there): headers and
     *  display labels read; what the catalog lacks is a note with file and line, not a guess. */
    void netboxsListExportIsReadBack()
    {
        const std::string dir = CL_TEST_DATA "/netbox/list-export";
        const NetBoxImport r = importNetBox({dir,
                                             *readFileText(dir + "/racks.csv", InputKind::Table),
                                             *readFileText(dir + "/devices.csv", InputKind::Table),
                                             {},
                                             {}},
                                            bundledCatalog());
        QVERIFY(r.errors.empty());
        QVERIFY(r.design);
        const Design &d = *r.design;
        QCOMPARE(d.racks.size(), std::size_t(2));
        QCOMPARE(d.racks[0].model, std::string("rack-42u"));
        QCOMPARE(d.devices.size(), std::size_t(4));
        QCOMPARE(d.devices[0].u, 10);
        QCOMPARE(d.devices[0].rack.value_or(""), d.racks[0].id);
        QCOMPARE(d.devices[0].installedGpuCount(), 8);
        QVERIFY(!d.devices[3].rack); // spare-1: in inventory, not racked
        std::map<std::string, std::string> notes;
        for (const Diagnostic &n : r.notes)
            notes[n.code] = n.pointer;
        QCOMPARE(notes["netbox.unknown_device_type"], dir + "/devices.csv:5");
        QCOMPARE(notes["netbox.unknown_rack_height"], dir + "/racks.csv:4");
        QVERIFY(notes.count("netbox.default_feeds"));

        const NetBoxImport broken
            = importNetBox({dir, "Site,Status\nDC1,Active\n", "a\n1\n", {}, {}}, bundledCatalog());
        QVERIFY(!broken.design);
        QCOMPARE(broken.errors.front().file, dir + "/racks.csv");
        QVERIFY(broken.errors.front().message.find("expected a column name") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestNetBox)
#include "tst_netbox.moc"
