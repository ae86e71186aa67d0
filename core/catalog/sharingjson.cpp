// SPDX-License-Identifier: GPL-3.0-or-later
#include "sharingjson.h"

#include "io/fieldrules.h"

namespace cl {

using json = nlohmann::json;

void readSharingRateFields(JsonReader &r, const json &v, const std::string &p, SharingRate &s)
{
    if (const json *gpus = r.array(v, p, "gpus", true)) {
        const auto gp = JsonReader::child(p, "gpus");
        for (std::size_t i = 0; i < gpus->size(); ++i) {
            const auto ip = gp + "/" + std::to_string(i);
            if (!(*gpus)[i].is_string() || (*gpus)[i].get<std::string>().empty())
                r.error(ip, "expected a catalog GPU id");
            else
                s.gpus.push_back((*gpus)[i].get<std::string>());
        }
        if (gpus->empty())
            r.error(gp, "expected at least one catalog GPU id");
    }
    s.platform = r.name(v, p, "platform", std::string());
    if (s.platform.empty())
        r.error(JsonReader::child(p, "platform"), "expected the platform's name");
    if (const json *price = r.member(v, p, "renter_per_gpu_hour", true)) {
        const auto pp = JsonReader::child(p, "renter_per_gpu_hour");
        if (r.object(*price, pp, {"low", "high"})) {
            s.renterLowPerHour = r.number(*price, pp, "low", rules::kGpuHourPrice).value_or(0);
            s.renterHighPerHour = r.number(*price, pp, "high", rules::kGpuHourPrice).value_or(0);
            if (s.renterHighPerHour < s.renterLowPerHour)
                r.error(JsonReader::child(pp, "high"), "expected at least low");
        }
    }
    s.platformFee = r.number(v, p, "platform_fee", rules::kPlatformFee).value_or(0);
    s.currency = r.string(v, p, "currency").value_or("USD");
    if (s.currency.size() != 3)
        r.error(JsonReader::child(p, "currency"), "expected a three-letter currency code");
    s.perUsd = r.number(v, p, "per_usd", rules::kCurrencyPerUsd).value_or(1);
    if (s.currency == "USD" && s.perUsd != 1)
        r.error(JsonReader::child(p, "per_usd"), "expected 1 for USD");
    s.idleW = r.number(v, p, "idle_w", rules::kIdlePowerW).value_or(0);
}

void addSharingRateFields(nlohmann::ordered_json &j, const SharingRate &s)
{
    j["gpus"] = s.gpus;
    j["platform"] = s.platform;
    j["renter_per_gpu_hour"] = {{"low", s.renterLowPerHour}, {"high", s.renterHighPerHour}};
    j["platform_fee"] = s.platformFee;
    j["currency"] = s.currency;
    j["per_usd"] = s.perUsd;
    j["idle_w"] = s.idleW;
}

} // namespace cl
