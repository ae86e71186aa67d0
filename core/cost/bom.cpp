// SPDX-License-Identifier: GPL-3.0-or-later
#include "bom.h"

#include "cablerouting.h"
#include "catalog/catalog.h"
#include "model/design.h"
#include "model/ports.h"

#include <cmath>
#include <tuple>
#include <unordered_map>

namespace cl {

namespace {

const char *const kCategoryOrder[]
    = {"racks", "servers", "gpus", "nics", "switches", "pdus", "cdus", "transceivers", "cables"};

struct Tally
{
    std::map<std::pair<std::string, std::string>, double> quantity; // (category, id) -> qty
    void add(const char *category, const std::string &id, double q)
    {
        quantity[{category, id}] += q;
    }
};

const CableModel *pickCable(const Catalog &c, Media media, double bits, bool perMetre)
{
    const CableModel *best = nullptr;
    for (const auto &[id, cable] : c.cables) {
        if (cable.media != media || cable.perMetre != perMetre || cable.speedBitsPerS < bits)
            continue;
        const double price = cable.price ? cable.price->usd : 1e18;
        const double bestPrice = best && best->price ? best->price->usd : 1e18;
        if (!best || price < bestPrice)
            best = &cable;
    }
    return best;
}

const TransceiverModel *pickTransceiver(const Catalog &c, const std::string &cage, Media media,
                                        double bits, double lengthM)
{
    const TransceiverModel *best = nullptr;
    for (const auto &[id, t] : c.transceivers) {
        if (t.cage != cage || t.media != media || t.speedBitsPerS < bits || t.reachM < lengthM)
            continue;
        const double price = t.price ? t.price->usd : 1e18;
        if (!best || price < (best->price ? best->price->usd : 1e18))
            best = &t;
    }
    return best;
}

void tallyRacks(const Design &d, const Catalog &c, Tally &tally, Bom &bom)
{
    std::unordered_map<std::string, int> pdusInRack;
    for (const auto &dev : d.devices) {
        if (dev.kind == DeviceKind::Pdu && dev.rack)
            ++pdusInRack[*dev.rack];
    }
    for (const auto &rack : d.racks) {
        tally.add("racks", rack.model, 1);
        // A rack whose PDUs are not drawn still needs one per feed: the catalog PDU of the same
        // phase and voltage with the smallest rating that covers the feed's breaker.
        if (rack.power.feeds && !pdusInRack.count(rack.id)) {
            const FeedSpec &f = *rack.power.feeds;
            const PduModel *best = nullptr;
            for (const auto &[id, pdu] : c.pdus) {
                if (pdu.phase != f.phase || pdu.amps < f.amps
                    || std::abs(pdu.voltageV - f.voltageV) > 20)
                    continue;
                if (!best || pdu.amps < best->amps)
                    best = &pdu;
            }
            if (best)
                tally.add("pdus", best->id, f.count);
            else
                bom.unmatched.push_back(rack.id + ": no catalog PDU for its feeds");
        }
    }
}

void tallyDevices(const Design &d, const Catalog &c, Tally &tally)
{
    for (const auto &dev : d.devices) {
        switch (dev.kind) {
        case DeviceKind::GpuServer:
        case DeviceKind::Server: {
            tally.add("servers", dev.model, 1);
            const ServerModel *s = c.server(dev.model);
            if (s && !s->builtInGpu) {
                for (const auto &slot : dev.gpuSlots) {
                    if (slot)
                        tally.add("gpus", *slot, 1);
                }
            }
            break;
        }
        case DeviceKind::Switch:
            tally.add("switches", dev.model, 1);
            break;
        case DeviceKind::Pdu:
            tally.add("pdus", dev.model, 1);
            break;
        case DeviceKind::Cdu:
            tally.add("cdus", dev.model, 1);
            break;
        }
        for (const auto &nic : dev.nics)
            tally.add("nics", nic, 1);
    }
}

/** The parts one link needs: a cable, or a transceiver at each end plus fibre by the metre. */
struct Choice
{
    const CatalogEntry *part[3] = {nullptr, nullptr, nullptr}; // cable or two transceivers
    double quantity[3] = {0, 0, 0};
    bool perMetre[3] = {false, false, false};
    std::string unmatched;
};

Choice chooseParts(const Catalog &c, const Link &l, double lengthM, const PortGroup *ga,
                   const PortGroup *gb)
{
    Choice ch;
    const double bits = std::min(ga->speedBitsPerS, gb->speedBitsPerS);
    switch (l.media) {
    case Media::Dac:
    case Media::Aoc: {
        // A twin-port cable (2 x 400G on one OSFP) serves two links of the same cage pair.
        const int share = std::min(ga->portsPerCage, gb->portsPerCage);
        const CableModel *cable = pickCable(c, l.media, bits * share, false);
        if (!cable && share > 1)
            cable = pickCable(c, l.media, bits, false);
        if (cable) {
            ch.part[0] = cable;
            ch.quantity[0] = cable->speedBitsPerS >= bits * share ? 1.0 / share : 1.0;
        } else {
            ch.unmatched
                = ": no " + std::string(nameOf(mediaNames(), l.media)) + " cable for its speed";
        }
        break;
    }
    case Media::Mmf:
    case Media::Smf: {
        int k = 0;
        for (const PortGroup *g : {ga, gb}) {
            const TransceiverModel *t
                = pickTransceiver(c, g->cage, l.media, g->speedBitsPerS * g->portsPerCage, lengthM);
            if (!t)
                t = pickTransceiver(c, g->cage, l.media, g->speedBitsPerS, lengthM);
            if (t) {
                ch.part[k] = t;
                ch.quantity[k] = t->speedBitsPerS >= g->speedBitsPerS * g->portsPerCage
                                     ? 1.0 / g->portsPerCage
                                     : 1.0;
            } else {
                ch.unmatched = ": no " + std::string(nameOf(mediaNames(), l.media))
                               + " transceiver for a " + g->cage + " cage";
            }
            ++k;
        }
        if (const CableModel *fibre = pickCable(c, l.media, 0, true)) {
            ch.part[2] = fibre;
            ch.perMetre[2] = true;
        }
        break;
    }
    case Media::Copper:
        // Twisted pair rated for the link's speed, or none (the validator names a 400G link
        // marked copper; the BOM does not buy Cat6 for it).
        if (const CableModel *cat = pickCable(c, Media::Copper, bits, true)) {
            ch.part[0] = cat;
            ch.perMetre[0] = true;
        } else {
            ch.unmatched = ": no copper cable for its speed";
        }
        break;
    }
    return ch;
}

void tallyLinks(const Design &d, const Catalog &c, const LinkIndex &index, Tally &tally, Bom &bom)
{
    const CableRouter router(d, c);
    // Big designs repeat the same few cable kinds thousands of times: decide each kind once.
    std::map<std::tuple<const PortGroup *, const PortGroup *, Media, long>, Choice> choices;
    std::unordered_map<const CatalogEntry *, double> counts;
    for (std::size_t li = 0; li < d.links.size(); ++li) {
        const Link &l = d.links[li];
        const ResolvedLink &ends = index.links()[li];
        const PortGroup *ga = ends.ga;
        const PortGroup *gb = ends.gb;
        if (!ga || !gb)
            continue;
        // Reach matters only for optics; lengths are bucketed to whole metres for the cache.
        const double lengthM = router.lengthM(l, ends);
        const long reach
            = (l.media == Media::Mmf || l.media == Media::Smf) ? long(std::ceil(lengthM)) : 0;
        auto [it, fresh] = choices.try_emplace({ga, gb, l.media, reach});
        Choice &ch = it->second;
        if (fresh)
            ch = chooseParts(c, l, lengthM, ga, gb);
        for (int k = 0; k < 3; ++k) {
            if (ch.part[k])
                counts[ch.part[k]] += ch.perMetre[k] ? lengthM : ch.quantity[k];
        }
        if (!ch.unmatched.empty())
            bom.unmatched.push_back(l.id + ch.unmatched);
    }
    for (const auto &[part, qty] : counts)
        tally.add(c.cable(part->id) ? "cables" : "transceivers", part->id, qty);
}

} // namespace

std::vector<std::string> linkPartIds(const Catalog &c, const Link &l, double lengthM,
                                     const PortGroup *a, const PortGroup *b)
{
    std::vector<std::string> ids;
    if (!a || !b)
        return ids;
    const Choice ch = chooseParts(c, l, lengthM, a, b);
    for (const CatalogEntry *part : ch.part) {
        if (part)
            ids.push_back(part->id);
    }
    return ids;
}

Bom buildBom(const Design &d, const Catalog &c)
{
    return buildBom(d, c, LinkIndex(d, c));
}

Bom buildBom(const Design &d, const Catalog &c, const LinkIndex &links)
{
    Tally tally;
    Bom bom;
    tallyRacks(d, c, tally, bom);
    tallyDevices(d, c, tally);
    tallyLinks(d, c, links, tally, bom);
    for (const char *category : kCategoryOrder) {
        for (const auto &[key, qty] : tally.quantity) {
            if (key.first != category)
                continue;
            BomLine line;
            line.category = category;
            line.id = key.second;
            const CatalogEntry *e = c.entry(key.second);
            line.description = e ? e->name : key.second;
            const CableModel *cable = c.cable(key.second);
            const bool metres = cable && cable->perMetre;
            line.unit = metres ? "m" : "each";
            line.quantity = metres ? qty : std::ceil(qty - 1e-9);
            line.priced = e && e->price;
            line.unitUsd = line.priced ? e->price->usd : 0;
            line.extendedUsd = line.unitUsd * line.quantity;
            bom.totalsByCategory[category] += line.extendedUsd;
            bom.totalUsd += line.extendedUsd;
            bom.lines.push_back(line);
        }
    }
    return bom;
}

std::vector<BomLine> bomDelta(const Bom &before, const Bom &after)
{
    std::map<std::pair<std::string, std::string>, BomLine> lines;
    for (const BomLine &l : after.lines)
        lines[{l.category, l.id}] = l;
    for (const BomLine &l : before.lines) {
        auto [it, gone] = lines.try_emplace({l.category, l.id}, l);
        if (gone) { // in the old BOM only: all of it goes
            it->second.quantity = 0;
            it->second.extendedUsd = 0;
        }
        it->second.quantity -= l.quantity;
        it->second.extendedUsd -= l.extendedUsd;
    }
    std::vector<BomLine> out;
    for (const char *category : kCategoryOrder) {
        for (const auto &[key, line] : lines) {
            if (key.first == category && std::abs(line.quantity) > 1e-9)
                out.push_back(line);
        }
    }
    return out;
}

} // namespace cl
