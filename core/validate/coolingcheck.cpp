// SPDX-License-Identifier: GPL-3.0-or-later
#include "coolingcheck.h"

#include "catalog/catalog.h"
#include "model/design.h"
#include "power/coolingplan.h"
#include "text/printf.h"

#include <algorithm>

namespace cl {

namespace {

std::string kw(double w)
{
    return formatText("%.1f", w / 1000);
}

/** N+1 (ASHRAE TC 9.9's liquid cooling guidance, and every CDU vendor's): the row's in-row
 *  CDUs, less the largest, still carry what its in-rack ones do not. A row that fits only with
 *  every unit running loses racks to one pump's maintenance. */
void checkRowRedundancy(const Design &d, const Catalog &c, const RowCooling &row,
                        std::size_t firstRack, Diagnostics &out)
{
    const double inRowDemandW = row.liquidW - row.inRackW;
    if (inRowDemandW <= 0 || row.inRowCapacityW <= 0)
        return;
    double largestW = 0;
    int inRow = 0;
    for (const std::string &id : row.cdus) {
        const Device *dev = d.findDevice(id);
        const CduModel *m = dev ? c.cdu(dev->model) : nullptr;
        if (m && m->mount == CduMount::InRow) {
            largestW = std::max(largestW, m->capacityW);
            ++inRow;
        }
    }
    if (row.inRowCapacityW - largestW >= inRowDemandW)
        return;
    out.push_back({Severity::Warning,
                   "cooling.no_redundancy",
                   firstRack < d.racks.size() ? d.racks[firstRack].id : std::string(),
                   "/racks/" + std::to_string(firstRack),
                   {{"row", std::to_string(row.row + 1)},
                    {"cdus", std::to_string(inRow)},
                    {"demand_kw", kw(inRowDemandW)},
                    {"without_largest_kw", kw(row.inRowCapacityW - largestW)}}});
}

} // namespace

void checkCooling(const Design &d, const Catalog &c, const std::vector<RackLoad> &loads,
                  Diagnostics &out)
{
    for (std::size_t i = 0; i < d.racks.size(); ++i) {
        const Rack &k = d.racks[i];
        const RackLoad &load = loads[i];
        const std::string ptr = "/racks/" + std::to_string(i);
        if (k.cooling.type != CoolingType::Liquid || !k.cooling.liquidLimitW)
            continue;
        if (load.liquidMaxW > *k.cooling.liquidLimitW)
            out.push_back({Severity::Error,
                           "rack.liquid_over_limit",
                           k.id,
                           ptr,
                           {{"rack", k.name},
                            {"liquid_kw", kw(load.liquidMaxW)},
                            {"limit_kw", kw(*k.cooling.liquidLimitW)}}});
        if (k.cooling.limitW) {
            const double airW = load.maxW - load.liquidMaxW;
            const double airLimitW = *k.cooling.limitW - *k.cooling.liquidLimitW;
            if (airW > airLimitW)
                out.push_back(
                    {Severity::Warning,
                     "rack.air_over_limit",
                     k.id,
                     ptr,
                     {{"rack", k.name}, {"air_kw", kw(airW)}, {"limit_kw", kw(airLimitW)}}});
        }
    }
    const CoolingPlan plan = coolingPlan(d, c, loads);
    if (plan.liquidMaxW > 0 && plan.cduCount == 0) {
        out.push_back({Severity::Warning,
                       "cooling.no_cdu",
                       {},
                       "/devices",
                       {{"liquid_kw", kw(plan.liquidMaxW)}}});
        return;
    }
    for (const RowCooling &row : plan.rows) {
        // Named by the row's first rack, where a planner would look and add a CDU.
        std::size_t first = 0;
        while (first < d.racks.size() && d.racks[first].row != row.row)
            ++first;
        if (row.shortW <= 0) {
            checkRowRedundancy(d, c, row, first, out);
            continue;
        }
        out.push_back({Severity::Error,
                       "cooling.cdu_short",
                       first < d.racks.size() ? d.racks[first].id : std::string(),
                       "/racks/" + std::to_string(first),
                       {{"row", std::to_string(row.row + 1)},
                        {"liquid_kw", kw(row.liquidW)},
                        {"capacity_kw", kw(row.inRackW + row.inRowCapacityW)},
                        {"short_kw", kw(row.shortW)}}});
    }
}

} // namespace cl
