// SPDX-License-Identifier: GPL-3.0-or-later
#include "rackjson.h"

#include "io/fieldrules.h"
#include "model/enums.h"

namespace cl {

using json = nlohmann::json;

void readRackCoolingJson(JsonReader &r, const json &c, const std::string &cp, RackCooling &cooling)
{
    if (!r.object(c, cp, {"type", "limit_w", "liquid_limit_w"}))
        return;
    cooling.type = r.choice(c, cp, "type", coolingTypeNames(), true).value_or(cooling.type);
    if (auto w = r.optionalNumber(c, cp, "limit_w", rules::kRackPowerW))
        cooling.limitW = *w;
    if (cooling.type != CoolingType::Liquid)
        cooling.liquidLimitW.reset();
    // A liquid part the model gives and a lower limit the file gives: the part is not the
    // file's to keep (it would write a file this reader refuses).
    if (!c.contains("liquid_limit_w") && cooling.liquidLimitW && cooling.limitW
        && *cooling.liquidLimitW > *cooling.limitW)
        cooling.liquidLimitW.reset();
    if (auto w = r.optionalNumber(c, cp, "liquid_limit_w", rules::kRackCoolingW)) {
        const auto lp = JsonReader::child(cp, "liquid_limit_w");
        if (cooling.type != CoolingType::Liquid)
            r.error(lp, "expected no liquid capacity on a rack without direct liquid cooling "
                        "(type \"liquid\")");
        else if (cooling.limitW && *w > *cooling.limitW)
            r.error(lp, "expected at most the rack's limit_w");
        else
            cooling.liquidLimitW = *w;
    }
}

void readRackPowerJson(JsonReader &r, const json &v, const std::string &p, RackPower &pw)
{
    if (!r.object(v, p, {"feeds", "derating", "redundancy", "budget_w"}))
        return;
    if (const json *f = r.member(v, p, "feeds", false)) {
        const auto fp = JsonReader::child(p, "feeds");
        if (r.object(*f, fp, {"count", "voltage_v", "amps", "phase", "power_factor"})) {
            FeedSpec feeds;
            feeds.count = int(r.integer(*f, fp, "count", 1, 16).value_or(1));
            feeds.voltageV = r.number(*f, fp, "voltage_v", rules::kVoltageV).value_or(230);
            feeds.amps = r.number(*f, fp, "amps", rules::kCurrentA).value_or(16);
            feeds.phase = r.choice(*f, fp, "phase", phaseNames(), true).value_or(Phase::Single);
            feeds.powerFactor = r.number(*f, fp, "power_factor", rules::kPowerFactor, 1.0);
            pw.feeds = feeds;
        }
    }
    pw.derating = r.number(v, p, "derating", rules::kDerating, 0.8);
    pw.redundancy = r.choice(v, p, "redundancy", redundancyNames(), false).value_or(Redundancy::N);
    pw.budgetW = r.optionalNumber(v, p, "budget_w", rules::kRackPowerW);
    if (!pw.feeds && !pw.budgetW && !v.contains("feeds") && !v.contains("budget_w"))
        r.error(p, "expected feeds or budget_w: a rack needs a power limit");
    if (pw.feeds && pw.redundancy == Redundancy::TwoN && pw.feeds->count % 2 != 0)
        r.error(JsonReader::child(JsonReader::child(p, "feeds"), "count"),
                "expected an even number of feeds for 2N redundancy, got "
                    + std::to_string(pw.feeds->count));
    if (pw.feeds && pw.redundancy == Redundancy::NPlus1 && pw.feeds->count < 2)
        r.error(JsonReader::child(JsonReader::child(p, "feeds"), "count"),
                "expected at least 2 feeds for N+1 redundancy, got 1");
}

} // namespace cl
