// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleupdomainjson.h"

#include "io/fieldrules.h"

namespace cl {

std::optional<ScaleUpDomainSpec> readScaleUpDomain(JsonReader &r, const nlohmann::json &v,
                                                   const std::string &p)
{
    if (!r.object(v, p, {"system", "max_gpus", "link", "bandwidth_gb_s"}))
        return std::nullopt;
    ScaleUpDomainSpec s;
    s.system = r.name(v, p, "system", "");
    s.maxGpus = int(r.integer(v, p, "max_gpus", 1, kMaxScaleUpDomainGpus).value_or(0));
    s.link = r.name(v, p, "link", "");
    s.bytesPerS = r.optionalNumber(v, p, "bandwidth_gb_s", rules::kBandwidthGBs).value_or(0) * 1e9;
    if (s.system.empty() || s.maxGpus <= 0)
        return std::nullopt;
    return s;
}

nlohmann::ordered_json scaleUpDomainJson(const ScaleUpDomainSpec &s)
{
    nlohmann::ordered_json j;
    j["system"] = s.system;
    j["max_gpus"] = s.maxGpus;
    if (!s.link.empty())
        j["link"] = s.link;
    if (s.bytesPerS > 0)
        j["bandwidth_gb_s"] = s.bytesPerS / 1e9;
    return j;
}

} // namespace cl
