// SPDX-License-Identifier: GPL-3.0-or-later
// The report's cable schedule, for the installers: per fabric, one row per cable with both ends'
// labels (row, rack, U, port), the medium, the length as ordered and the parts. A hall of tens of
// thousands of cables gets the counts by medium and length instead, and the CSV export for the
// rows (a 50,000-row table is not read on paper).
#include "cost/cableschedule.h"
#include "reportcomposer.h"
#include "text/enumtext.h"
#include "text/ledgerformat.h"

#include <map>

namespace cl::report {

namespace {

// Past this many cables the report lists counts, not rows.
constexpr std::size_t kMaxScheduleRows = 2000;

} // namespace

void Composer::cables()
{
    if (d.links.size() > kMaxScheduleRows) {
        // Counts by fabric, medium and ordered length: what to order and how many of each.
        Table t {{tr("Fabric"), tr("Medium"), tr("Length"), tr("Cables"), tr("Parts")},
                 {0.2, 0.1, 0.1, 0.1, 0.5},
                 {false, false, true, true, false},
                 {},
                 {},
                 {}};
        for (const CableCount &kind : cableCounts(d, c)) {
            QStringList parts;
            for (const auto &p : kind.parts)
                parts << QString::fromStdString(p);
            t.rows << QStringList {fabricText(kind.fabric), mediaShortText(kind.media),
                                   display::number(kind.lengthM, 1) + QStringLiteral(" m"),
                                   display::number(kind.cables), parts.join(QStringLiteral(" + "))};
        }
        paginatedTable(tr("Cable schedule"), t,
                       tr("%1 cables: the rows, with both ends' labels, are in File → Export → "
                          "Cable Schedule (CSV), or clusterledger-cli cables FILE --csv.")
                           .arg(display::number(double(d.links.size()))));
        return;
    }
    const std::vector<CableRow> rows = cableSchedule(d, c);
    if (rows.empty())
        return;
    std::map<std::string, std::vector<const CableRow *>> byFabric;
    for (const CableRow &r : rows)
        byFabric[r.fabric].push_back(&r);
    for (const auto &[fabric, list] : byFabric) {
        Table t {{tr("From"), tr("To"), tr("Medium"), tr("Length"), tr("Parts")},
                 {0.27, 0.27, 0.09, 0.09, 0.28},
                 {false, false, false, true, false},
                 {},
                 {},
                 {}};
        for (const CableRow *r : list) {
            QStringList parts;
            for (const auto &p : r->parts)
                parts << QString::fromStdString(p);
            t.rows << QStringList {QString::fromStdString(r->a.label),
                                   QString::fromStdString(r->b.label), mediaShortText(r->media),
                                   display::number(r->lengthM, 1) + QStringLiteral(" m"),
                                   parts.join(QStringLiteral(" + "))};
        }
        paginatedTable(tr("Cable schedule: %1").arg(fabricText(fabric)), t,
                       tr("Labels read row-rack-U-port (A-R03-U12-cx7-1). Lengths are routed over "
                          "the floor and rounded up to a length that is sold, unless typed."));
    }
}

void Composer::rackContents()
{
    // One row per kind of rack (racks built alike share it, as in the elevations): what stands in
    // it, the cables that end in it, and its power, so each rack can be kitted and checked.
    if (d.racks.empty())
        return;
    const auto byRack = d.devicesByRack();
    std::map<std::string, int> cableEnds;
    {
        std::map<std::string, const std::string *> rackOf;
        for (const Device &dev : d.devices)
            if (dev.rack)
                rackOf[dev.id] = &*dev.rack;
        for (const Link &l : d.links) {
            for (const PortRef *end : {&l.a, &l.b}) {
                auto it = rackOf.find(end->device);
                if (it != rackOf.end())
                    ++cableEnds[*it->second];
            }
        }
    }
    std::map<std::string, std::size_t> rowOf;
    Table t {{tr("Racks"), tr("Contents"), tr("Cable ends"), tr("Max power")},
             {0.24, 0.5, 0.11, 0.15},
             {false, false, true, true},
             {},
             {},
             {}};
    std::vector<std::vector<std::size_t>> members;
    for (std::size_t i = 0; i < d.racks.size(); ++i) {
        const Rack &rack = d.racks[i];
        const auto found = byRack.find(rack.id);
        const auto &indices = found == byRack.end() ? kNoDevices : found->second;
        const std::string key = layoutKey(rack, indices) + "|" + std::to_string(cableEnds[rack.id]);
        const auto [it, added] = rowOf.emplace(key, members.size());
        if (added) {
            std::map<std::string, int> parts;
            for (std::size_t k : indices) {
                ++parts[d.devices[k].model];
                for (const auto &slot : d.devices[k].gpuSlots)
                    if (slot)
                        ++parts[*slot];
            }
            QStringList contents;
            for (const auto &[id, n] : parts)
                contents << QStringLiteral("%1 × %2").arg(n).arg(QString::fromStdString(id));
            const RackReport *report = nullptr;
            for (const RackReport &r : L.racks)
                if (r.id == rack.id)
                    report = &r;
            t.rows << QStringList {QString(), contents.join(QStringLiteral(", ")),
                                   display::number(cableEnds[rack.id]),
                                   report ? display::watts(report->load.maxW) : QString()};
            members.emplace_back();
        }
        members[it->second].push_back(i);
    }
    for (std::size_t g = 0; g < members.size(); ++g) {
        const Rack &first = d.racks[members[g].front()];
        t.rows[int(g)][0] = members[g].size() == 1 ? QString::fromStdString(first.name)
                                                   : tr("%1 and %2 alike")
                                                         .arg(QString::fromStdString(first.name))
                                                         .arg(members[g].size() - 1);
    }
    paginatedTable(tr("Rack contents"), t,
                   tr("Each row is one rack, or racks built alike; GPUs are counted beside their "
                      "servers. Cable ends count both ends of a cable inside one rack."));
}

} // namespace cl::report
