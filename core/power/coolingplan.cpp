// SPDX-License-Identifier: GPL-3.0-or-later
#include "coolingplan.h"

#include <algorithm>
#include <map>

namespace cl {

CoolingPlan coolingPlan(const Design &d, const Catalog &c, const std::vector<RackLoad> &loads)
{
    CoolingPlan plan;
    plan.sitePue = d.site.pue;
    plan.liquidPue = d.site.liquidPue.value_or(d.site.pue);

    std::map<std::string, std::size_t> rackIndex;
    for (std::size_t i = 0; i < d.racks.size() && i < loads.size(); ++i) {
        const Rack &k = d.racks[i];
        const RackLoad &load = loads[i];
        rackIndex[k.id] = i;
        plan.itMaxW += load.maxW;
        plan.itTypicalW += load.typicalW;
        plan.liquidMaxW += load.liquidMaxW;
        plan.liquidTypicalW += load.liquidTypicalW;
        const double airW = load.maxW - load.liquidMaxW;
        (k.cooling.type == CoolingType::RearDoor ? plan.rearDoorMaxW : plan.airMaxW) += airW;
    }

    // Unplaced devices draw power once installed: their heat splits the same way.
    for (const Device &dev : d.devices) {
        if (dev.rack)
            continue;
        const DeviceFigures f = deviceFigures(dev, c);
        plan.itMaxW += f.maxW;
        plan.itTypicalW += f.typicalW;
        plan.liquidMaxW += f.maxW * f.liquidShare;
        plan.liquidTypicalW += f.typicalW * f.liquidShare;
        plan.airMaxW += f.maxW * (1 - f.liquidShare);
    }

    // The CDUs: in-rack ones carry their own rack's liquid heat up to their capacity; in-row ones
    // pool their capacity over their row. Rated flow per watt scales the flow a row needs.
    std::vector<double> inRackCapacity(d.racks.size(), 0);
    std::vector<double> inRackPower(d.racks.size(), 0);
    std::map<int, RowCooling> rows;
    std::map<int, double> inRowPower;
    std::map<int, std::pair<double, double>> rowRating; // rated flow (L/min), capacity (W)
    double ratedFlowLpm = 0;
    for (const Device &dev : d.devices) {
        const CduModel *cdu = dev.kind == DeviceKind::Cdu ? c.cdu(dev.model) : nullptr;
        if (!cdu || !dev.rack)
            continue;
        const auto at = rackIndex.find(*dev.rack);
        if (at == rackIndex.end())
            continue;
        plan.facilitySupplyC = plan.cduCount == 0
                                   ? cdu->facilitySupplyC
                                   : std::min(plan.facilitySupplyC, cdu->facilitySupplyC);
        ++plan.cduCount;
        plan.cduCapacityW += cdu->capacityW;
        plan.cduRatedPowerW += cdu->powerW;
        ratedFlowLpm += cdu->flowLpm;
        const int rowIndex = d.racks[at->second].row;
        RowCooling &row = rows[rowIndex];
        row.cdus.push_back(dev.id);
        rowRating[rowIndex].first += cdu->flowLpm;
        rowRating[rowIndex].second += cdu->capacityW;
        if (cdu->mount == CduMount::InRack) {
            inRackCapacity[at->second] += cdu->capacityW;
            inRackPower[at->second] += cdu->powerW;
        } else {
            row.inRowCapacityW += cdu->capacityW;
            inRowPower[rowIndex] += cdu->powerW;
        }
    }
    // A CDU's pumps move the flow its heat needs: its power is taken as its rated power times
    // the share of its rated heat it carries (between constant speed and the affinity law's cube).
    auto loadShare = [](double heatW, double capacityW) {
        return capacityW > 0 ? std::min(1.0, heatW / capacityW) : 0.0;
    };
    // Flow per watt at the row's own CDUs' rating; a row without CDUs at the design's.
    const double designLpmPerW = plan.cduCapacityW > 0 ? ratedFlowLpm / plan.cduCapacityW : 0;
    std::map<int, double> typicalToInRowW;
    double cduTypicalW = 0;
    for (std::size_t i = 0; i < d.racks.size() && i < loads.size(); ++i) {
        if (loads[i].liquidMaxW <= 0 && !rows.count(d.racks[i].row))
            continue;
        RowCooling &row = rows[d.racks[i].row];
        row.liquidW += loads[i].liquidMaxW;
        row.inRackW += std::min(loads[i].liquidMaxW, inRackCapacity[i]);
        typicalToInRowW[d.racks[i].row]
            += loads[i].liquidTypicalW - std::min(loads[i].liquidTypicalW, inRackCapacity[i]);
        plan.cduPowerW += inRackPower[i] * loadShare(loads[i].liquidMaxW, inRackCapacity[i]);
        cduTypicalW += inRackPower[i] * loadShare(loads[i].liquidTypicalW, inRackCapacity[i]);
    }
    for (auto &[index, row] : rows) {
        row.row = index;
        const double toInRowW = row.liquidW - row.inRackW;
        row.shortW = std::max(0.0, toInRowW - row.inRowCapacityW);
        const auto rating = rowRating.find(index);
        row.flowLpm = row.liquidW
                      * (rating != rowRating.end() && rating->second.second > 0
                             ? rating->second.first / rating->second.second
                             : designLpmPerW);
        plan.cduPowerW += inRowPower[index] * loadShare(toInRowW, row.inRowCapacityW);
        cduTypicalW += inRowPower[index] * loadShare(typicalToInRowW[index], row.inRowCapacityW);
        plan.rows.push_back(row);
    }

    // All heat at the site PUE, the liquid part moved to its own: an older file (no liquid PUE,
    // no CDUs) gets exactly IT x PUE, as before format 11.
    const double liquidDelta = plan.liquidPue - plan.sitePue;
    plan.facilityMaxW = plan.itMaxW * plan.sitePue + plan.liquidMaxW * liquidDelta + plan.cduPowerW;
    plan.facilityTypicalW
        = plan.itTypicalW * plan.sitePue + plan.liquidTypicalW * liquidDelta + cduTypicalW;
    return plan;
}

} // namespace cl
