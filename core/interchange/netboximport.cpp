// SPDX-License-Identifier: GPL-3.0-or-later
#include "netboximport.h"

#include "catalog/catalog.h"
#include "cost/cablerouting.h"
#include "edit/placement.h"
#include "io/csvtable.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "model/limits.h"
#include "model/ports.h"
#include "netboxvocabulary.h"
#include "text/utf8.h"

#include <charconv>
#include <cmath>
#include <map>

namespace cl {

namespace {

// The design format's highest U (designreader.cpp): a device above it is kept unplaced.
constexpr int kMaxU = 60;
// Add-in NICs a server takes from netbox-export's description, at most.
constexpr std::size_t kMaxNics = 16;

/** One CSV file being read: its table, its name for messages, and the columns looked up. */
struct Sheet
{
    std::string file;
    CsvTable table;

    std::string cell(std::size_t row, int column) const
    {
        return column < 0 ? std::string() : table.rows[row][std::size_t(column)];
    }
    std::string where(std::size_t row) const
    {
        return file + ":" + std::to_string(table.lines[row]);
    }
};

std::optional<double> numberOf(std::string_view text)
{
    const std::string v = netboxChoiceValue(text);
    double x = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), x);
    if (ec != std::errc() || end != v.data() + v.size() || !std::isfinite(x))
        return std::nullopt;
    return x;
}

class Importer
{
public:
    Importer(const NetBoxImportFiles &f, const Catalog &c)
        : f(f)
        , c(c)
    { }

    NetBoxImport run()
    {
        auto racks = sheet(f.racks, "racks.csv", true);
        auto devices = sheet(f.devices, "devices.csv", true);
        auto cables = sheet(f.cables, "cables.csv", false);
        auto feeds = sheet(f.powerFeeds, "power_feeds.csv", false);
        if (!out.errors.empty())
            return std::move(out);
        // NetBox knows no workload: the imported design starts with File > New's.
        d.workload.model.preset = "llama-2-7b";
        readRacks(*racks);
        if (feeds)
            readFeeds(*feeds);
        readDevices(*devices);
        if (cables)
            readCables(*cables);
        // What the importer let through must read back: a value NetBox allows that the design
        // format does not is an error here, never a file nothing can open.
        if (out.errors.empty()) {
            const auto check
                = DesignReader::readText(DesignWriter::toText(d), c, f.dir + " (imported)");
            out.errors = check.errors;
        }
        if (out.errors.empty())
            out.design = std::move(d);
        return std::move(out);
    }

private:
    std::optional<Sheet> sheet(const std::string &text, const char *name, bool required)
    {
        const std::string file = f.dir.empty() ? name : f.dir + "/" + name;
        if (text.empty()) {
            if (required)
                out.errors.push_back({file, {}, 0, 0, "expected a NetBox CSV export, found none"});
            return std::nullopt;
        }
        CsvError e;
        auto t = parseCsv(text, e);
        if (!t) {
            out.errors.push_back({file, {}, e.line, 0, e.message});
            return std::nullopt;
        }
        return Sheet {file, std::move(*t)};
    }

    int need(const Sheet &s, std::initializer_list<std::string_view> names)
    {
        const int col = s.table.column(names);
        if (col < 0)
            out.errors.push_back(
                {s.file,
                 {},
                 1,
                 0,
                 "expected a column " + std::string(*names.begin())
                     + (names.size() > 1 ? " (or " + std::string(*(names.end() - 1))
                                               + " as NetBox's list view exports it)"
                                         : std::string())});
        return col;
    }

    void note(const std::string &code, const std::string &where,
              std::map<std::string, std::string> params, Severity s = Severity::Warning)
    {
        out.notes.push_back({s, code, {}, where, std::move(params)});
    }

    /** A name as the design keeps it: at most its byte limit, cut on a character. */
    static std::string cleanName(const std::string &text)
    {
        std::string out;
        for (char ch : text)
            out += static_cast<unsigned char>(ch) < 0x20 ? ' ' : ch;
        return truncateUtf8(out, limits::kMaxNameBytes);
    }

    /** An id the design can take as it is: printable, no outer spaces, short, unused. */
    bool usableId(const std::string &id) const
    {
        if (id.empty() || id.size() > limits::kMaxIdBytes || d.idInUse(id) || id.front() == ' '
            || id.back() == ' ')
            return false;
        for (char ch : id)
            if (static_cast<unsigned char>(ch) < 0x20)
                return false;
        return true;
    }

    /** NetBox makes rack names unique per location, not per site. */
    static std::string rackKey(const std::string &location, const std::string &rack)
    {
        return location + '\x1f' + rack;
    }

    /** The rack a row names, by its location and name ("name (facility id)" as exports say). */
    std::map<std::string, std::string>::const_iterator findRack(const Sheet &s, std::size_t r,
                                                                int rackColumn) const
    {
        const int location = s.table.column({"location", "Location"});
        const std::string where = s.cell(r, location), cell = s.cell(r, rackColumn);
        auto it = rackIds.find(rackKey(where, cell));
        if (it == rackIds.end() && !cell.empty() && cell.back() == ')') {
            const auto open = cell.rfind(" (");
            if (open != std::string::npos)
                it = rackIds.find(rackKey(where, cell.substr(0, open)));
        }
        return it;
    }

    std::string newId(const std::string &wanted, const char *prefix)
    {
        const std::string slug = netboxSlug(wanted, prefix);
        const std::string id = std::string(prefix) + "-" + slug;
        return d.idInUse(id) || id.size() > limits::kMaxIdBytes ? d.allocateId(prefix) : id;
    }

    const RackModel *rackModel(int height, const std::string &description)
    {
        const RackModel *first = nullptr;
        for (const auto &[id, m] : c.racks) {
            if (m.u != height)
                continue;
            if (m.name == description || id == description)
                return &m;
            first = first ? first : &m;
        }
        return first;
    }

    void readRacks(const Sheet &s)
    {
        const int name = need(s, {"name", "Name"});
        const int height = need(s, {"u_height", "Height"});
        const int site = s.table.column({"site", "Site"});
        const int location = s.table.column({"location", "Location"});
        const int facility = s.table.column({"facility_id", "Facility ID"});
        const int description = s.table.column({"description", "Description"});
        if (name < 0 || height < 0)
            return;
        std::map<std::string, int> rows, inRow;
        for (std::size_t r = 0; r < s.table.rows.size() && d.racks.size() < limits::kMaxRacks;
             ++r) {
            if (d.site.name.empty())
                d.site.name = cleanName(s.cell(r, site));
            const std::string rackName = cleanName(s.cell(r, name));
            const auto u = numberOf(s.cell(r, height));
            const RackModel *m
                = u && *u >= 1 && *u <= 100 ? rackModel(int(*u), s.cell(r, description)) : nullptr;
            if (!m) {
                note("netbox.unknown_rack_height", s.where(r),
                     {{"rack", rackName}, {"height", s.cell(r, height)}});
                continue;
            }
            const std::string where = s.cell(r, location);
            const int row = rows.emplace(where, int(rows.size())).first->second;
            const std::string wanted = s.cell(r, facility);
            const std::string id = usableId(wanted) ? wanted : newId(rackName, "rack");
            d.racks.push_back(makeRack(c, m->id, id, rackName, row, inRow[where]++));
            rackIds[rackKey(where, s.cell(r, name))] = id;
            rackHeights[id] = m->u;
        }
        if (!s.table.rows.empty() && f.powerFeeds.empty())
            note("netbox.default_feeds", s.file, {}, Severity::Info);
    }

    /** power_feeds.csv: a rack's feeds are its rows; redundant ones set N+1 or 2N. */
    void readFeeds(const Sheet &s)
    {
        const int rack = need(s, {"rack", "Rack"});
        const int voltage = need(s, {"voltage", "Voltage"});
        const int amperage = need(s, {"amperage", "Amperage"});
        const int phase = s.table.column({"phase", "Phase"});
        const int type = s.table.column({"type", "Type"});
        const int utilisation = s.table.column({"max_utilization", "Max utilization"});
        if (rack < 0 || voltage < 0 || amperage < 0)
            return;
        struct Seen
        {
            FeedSpec spec;
            int count = 0, redundant = 0;
            double derating = 0.8;
        };
        std::map<std::string, Seen> byRack;
        for (std::size_t r = 0; r < s.table.rows.size(); ++r) {
            const auto it = findRack(s, r, rack);
            const auto v = numberOf(s.cell(r, voltage)), a = numberOf(s.cell(r, amperage));
            if (it == rackIds.end() || !v || !a || *v <= 0 || *a <= 0)
                continue;
            Seen &x = byRack[it->second];
            x.spec = {0, *v, *a,
                      netboxChoiceValue(s.cell(r, phase)) == "three-phase" ? Phase::Three
                                                                           : Phase::Single,
                      1.0};
            ++x.count;
            x.redundant += netboxChoiceValue(s.cell(r, type)) == "redundant" ? 1 : 0;
            if (const auto u = numberOf(s.cell(r, utilisation)); u && *u > 0 && *u <= 100)
                x.derating = *u / 100;
        }
        for (auto &[id, x] : byRack) {
            Rack *k = d.findRack(id);
            // What the design format holds: 1-16 feeds, N+1 with two or more, 2N in pairs,
            // volts and amps in range, a derating of 0.5 or more.
            const bool twoN = x.redundant > 0 && 2 * x.redundant == x.count;
            const bool fits = x.count <= 16 && x.spec.voltageV <= 1e5 && x.spec.amps <= 1e4
                              && x.derating >= 0.5 && (x.redundant == 0 || x.count >= 2);
            if (!fits) {
                note("netbox.rack_default_feeds", s.file, {{"rack", k->name}});
                continue;
            }
            x.spec.count = x.count;
            k->power.feeds = x.spec;
            k->power.derating = x.derating;
            k->power.redundancy = x.redundant == 0 ? Redundancy::N
                                  : twoN           ? Redundancy::TwoN
                                                   : Redundancy::NPlus1;
        }
        for (const Rack &k : d.racks)
            if (!byRack.count(k.id))
                note("netbox.rack_default_feeds", s.file, {{"rack", k.name}});
    }

    /** The catalog model a NetBox device type names: by model name or by our id as its slug. */
    std::string catalogModel(const std::string &type) const
    {
        std::string found;
        auto look = [&](const auto &entries) {
            for (const auto &[id, e] : entries)
                if (found.empty() && (e.name == type || id == type))
                    found = id;
        };
        look(c.servers);
        look(c.switches);
        look(c.pdus);
        look(c.cdus);
        return found;
    }

    /** netbox-export's description: "GPUs: h100-sxm5-80gb x8; NICs: a,b". */
    void installFromDescription(Device &dev, const std::string &text)
    {
        const auto gpus = text.find("GPUs: ");
        // A server sold with its GPUs has them already; one of GPUs bought apart takes the list.
        if (gpus != std::string::npos && !dev.gpuSlots.empty() && !dev.gpuSlots.front()) {
            std::size_t slot = 0;
            std::string list = text.substr(gpus + 6, text.find(';', gpus) - gpus - 6);
            for (std::size_t at = 0; at <= list.size();) {
                const std::size_t end = std::min(list.find(", ", at), list.size());
                const std::string item = list.substr(at, end - at);
                const auto x = item.rfind(" x");
                const auto n = x == std::string::npos ? std::nullopt : numberOf(item.substr(x + 2));
                if (n && *n >= 1 && *n <= double(dev.gpuSlots.size()) && c.gpu(item.substr(0, x)))
                    for (int i = 0; i < int(*n) && slot < dev.gpuSlots.size(); ++i)
                        dev.gpuSlots[slot++] = item.substr(0, x);
                at = end + 2;
            }
        }
        const auto nics = text.find("NICs: ");
        if (nics != std::string::npos
            && (dev.kind == DeviceKind::GpuServer || dev.kind == DeviceKind::Server)) {
            std::string list = text.substr(nics + 6);
            for (std::size_t at = 0; at < list.size() && dev.nics.size() < kMaxNics;) {
                const std::size_t end = std::min(list.find(',', at), list.size());
                if (c.nic(list.substr(at, end - at)))
                    dev.nics.push_back(list.substr(at, end - at));
                at = end + 1;
            }
        }
    }

    void readDevices(const Sheet &s)
    {
        const int name = need(s, {"name", "Name"});
        const int type = need(s, {"device_type", "Type"});
        const int rack = s.table.column({"rack", "Rack"});
        const int position = s.table.column({"position", "Position"});
        const int description = s.table.column({"description", "Description"});
        if (name < 0 || type < 0)
            return;
        for (std::size_t r = 0; r < s.table.rows.size() && d.devices.size() < limits::kMaxDevices;
             ++r) {
            const std::string deviceName = s.cell(r, name);
            const std::string model = catalogModel(s.cell(r, type));
            if (model.empty()) {
                note("netbox.unknown_device_type", s.where(r),
                     {{"device", deviceName}, {"type", s.cell(r, type)}});
                continue;
            }
            Device dev = makeDevice(c, model, newId(deviceName, "dev"));
            dev.name = cleanName(deviceName);
            installFromDescription(dev, s.cell(r, description));
            const std::string rackCell = s.cell(r, rack);
            if (!rackCell.empty()) {
                const auto it = findRack(s, r, rack);
                const auto u = numberOf(s.cell(r, position));
                if (it == rackIds.end()) {
                    note("netbox.unknown_rack", s.where(r),
                         {{"device", deviceName}, {"rack", rackCell}});
                } else if (standsWithoutU(dev, c)) {
                    dev.rack = it->second; // zero-U PDUs and in-row CDUs: at the rack, no U
                } else if (u && *u >= 1 && *u <= std::min(rackHeights[it->second], kMaxU)) {
                    dev.rack = it->second;
                    dev.u = int(std::floor(*u));
                } else {
                    note("netbox.no_position", s.where(r),
                         {{"device", deviceName}, {"rack", rackCell}});
                }
            }
            deviceIds[deviceName] = dev.id;
            d.devices.push_back(std::move(dev));
        }
    }

    void readCables(const Sheet &s)
    {
        const int aDev = need(s, {"side_a_device"});
        const int aName = need(s, {"side_a_name"});
        const int bDev = need(s, {"side_b_device"});
        const int bName = need(s, {"side_b_name"});
        const int aType = s.table.column({"side_a_type"});
        const int type = s.table.column({"type"});
        const int label = s.table.column({"label"});
        const int length = s.table.column({"length"});
        const int unit = s.table.column({"length_unit"});
        if (aDev < 0 || aName < 0 || bDev < 0 || bName < 0)
            return;
        for (std::size_t r = 0; r < s.table.rows.size() && d.links.size() < limits::kMaxLinks;
             ++r) {
            const std::string termination = s.cell(r, aType);
            if (!termination.empty() && termination != "dcim.interface")
                continue; // power and console cables: the design models data links only
            Link l;
            const Device *ends[2] = {end(s, r, aDev, aName, l.a), end(s, r, bDev, bName, l.b)};
            if (!ends[0] || !ends[1])
                continue;
            const PortGroup *ga = resolvePort(*ends[0], l.a.port, c);
            const PortGroup *gb = resolvePort(*ends[1], l.b.port, c);
            l.fabric = ga->fabric;
            if (const auto m = numberOf(s.cell(r, length)); m && *m > 0) {
                static const std::map<std::string, double> metres {
                    {"m", 1},       {"cm", 0.01},     {"km", 1000},  {"ft", 0.3048},
                    {"in", 0.0254}, {"mi", 1609.344}, {"meters", 1}, {"feet", 0.3048}};
                const auto u = metres.find(netboxChoiceValue(s.cell(r, unit)));
                if (u != metres.end() && *m * u->second <= 10000)
                    l.lengthM = *m * u->second;
            }
            if (!mediaFromNetbox(s.cell(r, type), l.media))
                l.media = mediaFor(*ga, *gb, l.lengthM.value_or(kUnplacedLengthM), c);
            const std::string wanted = s.cell(r, label);
            l.id = usableId(wanted) ? wanted : d.allocateId("link");
            d.links.push_back(std::move(l));
        }
    }

    /** A cable end: the device by name and the port on it, or a note saying which is missing. */
    const Device *end(const Sheet &s, std::size_t r, int device, int port, PortRef &ref)
    {
        const auto it = deviceIds.find(s.cell(r, device));
        const Device *dev = it == deviceIds.end() ? nullptr : d.findDevice(it->second);
        if (!dev || !resolvePort(*dev, s.cell(r, port), c)) {
            note("netbox.unknown_port", s.where(r),
                 {{"device", s.cell(r, device)}, {"port", s.cell(r, port)}});
            return nullptr;
        }
        ref = {dev->id, s.cell(r, port)};
        return dev;
    }

    const NetBoxImportFiles &f;
    const Catalog &c;
    Design d;
    NetBoxImport out;
    std::map<std::string, std::string> rackIds; ///< rackKey(location, name) -> our rack id
    std::map<std::string, std::string> deviceIds; ///< NetBox device name -> our device id
    std::map<std::string, int> rackHeights; ///< our rack id -> its catalog height in U
};

} // namespace

NetBoxImport importNetBox(const NetBoxImportFiles &files, const Catalog &catalog)
{
    return Importer(files, catalog).run();
}

} // namespace cl
