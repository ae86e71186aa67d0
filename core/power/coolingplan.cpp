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
    const double lpmPerW = plan.cduCapacityW > 0 ? ratedFlowLpm / plan.cduCapacityW : 0;
    for (std::size_t i = 0; i < d.racks.size() && i < loads.size(); ++i) {
        if (loads[i].liquidMaxW <= 0 && !rows.count(d.racks[i].row))
            continue;
        RowCooling &row = rows[d.racks[i].row];
        row.liquidW += loads[i].liquidMaxW;
        row.inRackW += std::min(loads[i].liquidMaxW, inRackCapacity[i]);
        plan.cduPowerW += inRackPower[i] * loadShare(loads[i].liquidMaxW, inRackCapacity[i]);
    }
    for (auto &[index, row] : rows) {
        row.row = index;
        const double toInRowW = row.liquidW - row.inRackW;
        row.shortW = std::max(0.0, toInRowW - row.inRowCapacityW);
        row.flowLpm = row.liquidW * lpmPerW;
        plan.cduPowerW += inRowPower[index] * loadShare(toInRowW, row.inRowCapacityW);
        plan.rows.push_back(row);
    }

    const double typicalAirW = std::max(0.0, plan.itTypicalW - plan.liquidTypicalW);
    plan.facilityMaxW = (plan.airMaxW + plan.rearDoorMaxW) * plan.sitePue
                        + plan.liquidMaxW * plan.liquidPue + plan.cduPowerW;
    plan.facilityTypicalW
        = typicalAirW * plan.sitePue + plan.liquidTypicalW * plan.liquidPue + plan.cduPowerW;
    return plan;
}

} // namespace cl
