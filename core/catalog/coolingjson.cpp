// SPDX-License-Identifier: GPL-3.0-or-later
#include "coolingjson.h"

#include "io/fieldrules.h"

namespace cl {

using json = nlohmann::json;
using ojson = nlohmann::ordered_json;

void readRackModelCooling(JsonReader &r, const json &c, const std::string &cp, RackModel &k)
{
    if (!r.object(c, cp, {"type", "limit_kw", "liquid_kw"}))
        return;
    k.cooling = r.choice(c, cp, "type", coolingTypeNames(), true).value_or(CoolingType::Air);
    if (auto kw = r.optionalNumber(c, cp, "limit_kw", rules::kRackLimitKw))
        k.coolingLimitW = *kw * 1000.0;
    if (auto kw = r.optionalNumber(c, cp, "liquid_kw", rules::kRackLimitKw)) {
        if (k.cooling != CoolingType::Liquid)
            r.error(JsonReader::child(cp, "liquid_kw"),
                    "expected no liquid capacity on a rack without direct liquid cooling");
        else if (k.coolingLimitW && *kw * 1000.0 > *k.coolingLimitW)
            r.error(JsonReader::child(cp, "liquid_kw"), "expected at most limit_kw");
        else
            k.liquidLimitW = *kw * 1000.0;
    }
}

void readCduFields(JsonReader &r, const json &v, const std::string &p, CduModel &d)
{
    d.mount = r.choice(v, p, "mount", cduMountNames(), true).value_or(CduMount::InRack);
    d.u = int(r.integer(v, p, "u", 0, 12, 0));
    if (d.mount == CduMount::InRack && d.u == 0)
        r.error(JsonReader::child(p, "u"), "expected the height (1 to 12 U) of an in-rack CDU");
    if (d.mount == CduMount::InRow && d.u != 0)
        r.error(JsonReader::child(p, "u"), "expected 0 for an in-row CDU (it stands in the row)");
    d.capacityW = r.number(v, p, "capacity_kw", rules::kCduCapacityKw).value_or(0) * 1000.0;
    d.facilitySupplyC = r.number(v, p, "facility_supply_c", rules::kWaterTempC).value_or(0);
    d.flowLpm = r.number(v, p, "flow_lpm", rules::kFlowLpm).value_or(0);
    d.powerW = r.number(v, p, "power_w", rules::kDevicePowerW).value_or(0);
    d.weightKg = r.number(v, p, "weight_kg", rules::kWeightKg, 0.0);
}

ojson rackModelCoolingJson(const RackModel &k)
{
    ojson j = {{"type", nameOf(coolingTypeNames(), k.cooling)},
               {"limit_w", k.coolingLimitW ? ojson(*k.coolingLimitW) : ojson(nullptr)}};
    if (k.liquidLimitW)
        j["liquid_w"] = *k.liquidLimitW;
    return j;
}

void addCduFields(ojson &j, const CduModel &d)
{
    j["mount"] = nameOf(cduMountNames(), d.mount);
    j["u"] = d.u;
    j["capacity_w"] = d.capacityW;
    j["facility_supply_c"] = d.facilitySupplyC;
    j["flow_lpm"] = d.flowLpm;
    j["power_w"] = d.powerW;
    j["weight_kg"] = d.weightKg;
}

} // namespace cl
