// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablerouting.h"

#include "catalog/catalog.h"
#include "model/ports.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace cl {

CableRouter::CableRouter(const Design &d, const Catalog &c)
    : mDesign(d)
{
    std::unordered_map<std::string_view, const Rack *> racks;
    for (const Rack &r : d.racks)
        racks.emplace(r.id, &r);
    mPlaces.reserve(d.devices.size());
    mIndex.reserve(d.devices.size());
    for (const Device &dev : d.devices) {
        Place place;
        if (dev.rack) {
            auto it = racks.find(*dev.rack);
            if (it != racks.end()) {
                place.rack = it->second;
                const RackModel *model = c.rack(place.rack->model);
                place.rackTopM = (model ? model->u : 42) * kRackUnitM;
                place.rackWidthM = model ? model->widthMm / 1000.0 : 0.6;
                const int height = std::max(1, deviceHeightU(dev, c));
                place.heightM = (std::max(1, dev.u) - 1 + height / 2.0) * kRackUnitM;
            }
        }
        mIndex.emplace(dev.id, mPlaces.size());
        mPlaces.push_back(place);
    }
}

std::size_t CableRouter::indexOf(std::string_view device) const
{
    auto it = mIndex.find(device);
    return it == mIndex.end() ? PortResolver::npos : it->second;
}

double CableRouter::routedM(std::string_view deviceA, std::string_view deviceB) const
{
    return routedM(indexOf(deviceA), indexOf(deviceB));
}

double CableRouter::routedM(std::size_t deviceA, std::size_t deviceB) const
{
    static const Place nowhere;
    return route(deviceA < mPlaces.size() ? mPlaces[deviceA] : nowhere,
                 deviceB < mPlaces.size() ? mPlaces[deviceB] : nowhere);
}

double CableRouter::route(const Place &a, const Place &b) const
{
    if (!a.rack || !b.rack)
        return kUnplacedLengthM;
    if (a.rack == b.rack)
        return std::abs(a.heightM - b.heightM) + kInRackDressingM;
    const double up = (a.rackTopM - a.heightM) + (b.rackTopM - b.heightM) + 2 * kTrayDropM;
    // Along the row past the racks between (each as wide as the two ends, on average), then
    // across the rows at the row pitch.
    const double along
        = std::abs(a.rack->position - b.rack->position) * (a.rackWidthM + b.rackWidthM) / 2.0;
    const double across = std::abs(a.rack->row - b.rack->row) * mDesign.site.floor.rowPitchM;
    return up + along + across + mDesign.site.floor.slackM;
}

double CableRouter::lengthM(const Link &l) const
{
    if (l.lengthM)
        return *l.lengthM;
    return orderLengthM(l.media, routedM(l.a.device, l.b.device));
}

double CableRouter::lengthM(const Link &l, const ResolvedLink &ends) const
{
    if (l.lengthM)
        return *l.lengthM;
    return orderLengthM(l.media, routedM(ends.a, ends.b));
}

double orderLengthM(Media media, double routedM)
{
    static constexpr std::array<double, 9> kDac {0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7};
    static constexpr std::array<double, 12> kAoc {1, 2, 3, 5, 7, 10, 15, 20, 25, 30, 50, 100};
    auto step = [routedM](const auto &sold) {
        for (double m : sold) {
            if (m >= routedM - 1e-9)
                return m;
        }
        return std::ceil(routedM);
    };
    switch (media) {
    case Media::Dac:
        return step(kDac);
    case Media::Aoc:
        return step(kAoc);
    case Media::Mmf:
    case Media::Smf:
    case Media::Copper:
        break;
    }
    return std::max(1.0, std::ceil(routedM - 1e-9));
}

Media mediaFor(const PortGroup &a, const PortGroup &b, double lengthM, const Catalog &c)
{
    if (a.cage == "rj45" || b.cage == "rj45")
        return Media::Copper;
    const double bits = std::min(a.speedBitsPerS, b.speedBitsPerS);
    auto cableReaches = [&](Media media) {
        return std::any_of(c.cables.begin(), c.cables.end(), [&](const auto &entry) {
            const CableModel &m = entry.second;
            return m.media == media && !m.perMetre && m.speedBitsPerS >= bits
                   && m.maxLengthM >= lengthM;
        });
    };
    if (cableReaches(Media::Dac))
        return Media::Dac;
    if (cableReaches(Media::Aoc))
        return Media::Aoc;
    const bool multiMode = std::any_of(c.transceivers.begin(), c.transceivers.end(), [&](auto &t) {
        return t.second.media == Media::Mmf && t.second.cage == a.cage
               && t.second.reachM >= lengthM;
    });
    return multiMode ? Media::Mmf : Media::Smf;
}

} // namespace cl
