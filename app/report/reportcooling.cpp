// SPDX-License-Identifier: GPL-3.0-or-later
// The report's cooling section: where the heat goes (air, rear door, cold plates), each liquid
// rack against its loop, each row's liquid heat against its CDUs, and the facility power the mix
// makes (power/coolingplan.h). Shown when anything is liquid-cooled or a CDU is placed.
#include "catalog/catalog.h"
#include "engine/ledger.h"
#include "model/design.h"
#include "reportcomposer.h"
#include "reporttable.h"
#include "text/enumtext.h"
#include "text/ledgerformat.h"

#include <map>

namespace cl::report {

void Composer::cooling()
{
    const CoolingPlan &plan = L.site.cooling;
    if (plan.liquidMaxW <= 0 && plan.cduCount == 0 && plan.rearDoorMaxW <= 0)
        return;
    Table t;
    t.headers = {tr("Rack"),      tr("Cooling"),     tr("Air heat"),
                 tr("Air limit"), tr("Liquid heat"), tr("Liquid limit")};
    t.widths = {0.18, 0.26, 0.14, 0.14, 0.14, 0.14};
    t.rightAlign = {false, false, true, true, true, true};
    auto limit = [](const std::optional<double> &w) {
        return w ? display::watts(*w) : QStringLiteral("–");
    };
    for (std::size_t i = 0; i < L.racks.size() && i < d.racks.size(); ++i) {
        const Rack &k = d.racks[i];
        const RackLoad &load = L.racks[i].load;
        if (k.cooling.type == CoolingType::Air && load.liquidMaxW <= 0)
            continue; // air racks are in the power table
        std::optional<double> airLimit = k.cooling.limitW;
        if (k.cooling.limitW && k.cooling.liquidLimitW)
            airLimit = *k.cooling.limitW - *k.cooling.liquidLimitW;
        t.rows << QStringList {QString::fromStdString(k.name),
                               coolingText(nameOf(coolingTypeNames(), k.cooling.type)),
                               display::watts(load.maxW - load.liquidMaxW),
                               limit(airLimit),
                               display::watts(load.liquidMaxW),
                               limit(k.cooling.liquidLimitW)};
    }
    t.footer << QStringList {tr("Site"),
                             QString(),
                             display::watts(plan.airMaxW + plan.rearDoorMaxW),
                             QString(),
                             display::watts(plan.liquidMaxW),
                             QString()};
    paginatedTable(tr("Liquid cooling"), t,
                   tr("Each part's heat splits by its catalog liquid share: cold plates take that "
                      "part into the rack's liquid loop, the rest leaves in the room's air. The "
                      "air limit is the rack's cooling limit less its liquid part."));

    // The CDUs row by row: an in-rack CDU carries its own rack, in-row ones their row.
    std::map<std::string, const Device *> devices;
    for (const Device &dev : d.devices)
        devices[dev.id] = &dev;
    Table r;
    r.headers = {tr("Row"),      tr("CDUs"),  tr("Liquid heat"),
                 tr("Capacity"), tr("Short"), tr("Flow (L/min)")};
    r.widths = {0.08, 0.42, 0.13, 0.13, 0.11, 0.13};
    r.rightAlign = {false, false, true, true, true, true};
    for (const RowCooling &row : plan.rows) {
        std::map<std::string, int> models;
        for (const std::string &id : row.cdus)
            if (const Device *dev = devices[id])
                ++models[dev->model];
        QStringList names;
        for (const auto &[model, n] : models) {
            const CduModel *cdu = c.cdu(model);
            names << tr("%1 × %2").arg(n).arg(cdu ? display::partName(*cdu)
                                                  : QString::fromStdString(model));
        }
        r.rows << QStringList {QString::number(row.row + 1),
                               names.isEmpty() ? tr("none") : names.join(QStringLiteral(", ")),
                               display::watts(row.liquidW),
                               display::watts(row.inRackW + row.inRowCapacityW),
                               row.shortW > 0 ? display::watts(row.shortW) : QStringLiteral("–"),
                               display::number(row.flowLpm, 0)};
    }
    r.footer << QStringList {tr("Air"),
                             tr("%1 × PUE %2")
                                 .arg(display::watts(plan.airMaxW + plan.rearDoorMaxW),
                                      display::number(plan.sitePue, 2)),
                             QString(),
                             QString(),
                             QString(),
                             QString()}
             << QStringList {tr("Liquid"),
                             tr("%1 × partial PUE %2")
                                 .arg(display::watts(plan.liquidMaxW),
                                      display::number(plan.liquidPue, 2)),
                             QString(),
                             QString(),
                             QString(),
                             QString()}
             << QStringList {tr("CDUs"),
                             tr("%1 of %2 rated input, at the heat they carry")
                                 .arg(display::watts(plan.cduPowerW),
                                      display::watts(plan.cduRatedPowerW)),
                             QString(),
                             QString(),
                             QString(),
                             QString()}
             << QStringList {tr("Facility"),
                             tr("%1 at max, PUE %2 for this mix")
                                 .arg(display::watts(plan.facilityMaxW),
                                      display::number(plan.pueAtMax(), 2)),
                             QString(),
                             QString(),
                             QString(),
                             QString()};
    paginatedTable(
        tr("Coolant distribution units"), r,
        plan.cduCount == 0
            ? tr("No CDU is placed: the liquid heat is assumed carried by the facility's own "
                 "CDUs, which the bill of materials does not price.")
            : tr("Facility water at %1 °C or cooler, the warmest all the CDUs are rated for. "
                 "Flow is the rack-side flow at the CDUs' rated litres per minute per kW. "
                 "Partial PUE after The Green Grid (White Paper 49).")
                  .arg(display::number(plan.facilitySupplyC, 0)));
}

} // namespace cl::report
