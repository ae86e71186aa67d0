// SPDX-License-Identifier: GPL-3.0-or-later
#include "sitejson.h"

#include "catalog/catalog.h"
#include "catalog/procurement.h"
#include "cost/tariff.h"
#include "io/fieldrules.h"
#include "io/moneyjson.h"
#include "model/enums.h"
#include "model/limits.h"

namespace cl {

using json = nlohmann::json;
using ojson = nlohmann::ordered_json;

namespace {

void readFloor(JsonReader &r, const json &v, const std::string &p, Floor &f)
{
    if (!r.object(v, p, {"row_pitch_m", "slack_m", "containment"}))
        return;
    f.rowPitchM = r.number(v, p, "row_pitch_m", rules::kRowPitchM, f.rowPitchM);
    f.slackM = r.number(v, p, "slack_m", rules::kSlackM, f.slackM);
    f.containment
        = r.choice(v, p, "containment", containmentNames(), false).value_or(f.containment);
}

/** held_gpus: {"h800-sxm5-80gb": 256}, whole counts of catalog GPUs. */
void readHeld(JsonReader &r, const Catalog &catalog, const json &h, const std::string &hp,
              HeldParts &held)
{
    if (!h.is_object()) {
        r.error(hp, "expected an object of GPU id to count, got " + JsonReader::describe(h));
        return;
    }
    for (const auto &item : h.items()) {
        if (!catalog.gpu(item.key())) {
            r.error(JsonReader::child(hp, item.key()),
                    "unknown GPU \"" + item.key() + "\": expected a catalog GPU id");
            continue;
        }
        if (auto n = r.integer(h, hp, item.key(), 1, limits::kMaxHeldGpus))
            held[item.key()] = int(*n);
    }
}

} // namespace

void readSiteJson(JsonReader &r, const Catalog &catalog, const json &v, const std::string &p,
                  Site &s)
{
    if (!r.object(v, p,
                  {"name", "pue", "liquid_pue", "electricity", "electricity_usd_per_kwh",
                   "currency", "currency_per_usd", "currency_rate_date", "colocation_per_kw_month",
                   "colocation_usd_per_kw_month", "depreciation_years", "utilisation",
                   "cloud_per_gpu_hour", "cloud_usd_per_gpu_hour", "floor", "market", "held_gpus"}))
        return;
    s.name = r.name(v, p, "name", std::string());
    s.pue = r.number(v, p, "pue", rules::kPue, s.pue);
    s.liquidPue = r.optionalNumber(v, p, "liquid_pue", rules::kLiquidPue);
    s.currency = r.string(v, p, "currency", s.currency);
    if (s.currency.size() != 3)
        r.error(JsonReader::child(p, "currency"),
                "expected a three-letter currency code (USD, CNY, EUR), got \"" + s.currency
                    + "\"");
    s.currencyPerUsd = r.number(v, p, "currency_per_usd", rules::kCurrencyPerUsd, s.currencyPerUsd);
    s.currencyRateDate = r.string(v, p, "currency_rate_date", std::string());
    if (!s.currencyRateDate.empty() && !isIsoDate(s.currencyRateDate))
        r.error(JsonReader::child(p, "currency_rate_date"),
                "expected the day the rate was taken as YYYY-MM-DD, got \"" + s.currencyRateDate
                    + "\"");
    // Version 10 stores the tariff as entered; up to version 9 one USD price stood for all day.
    if (v.contains("electricity") && v.contains("electricity_usd_per_kwh"))
        r.error(JsonReader::child(p, "electricity_usd_per_kwh"),
                "give the price once: electricity (version 10) replaces electricity_usd_per_kwh");
    else if (const json *e = r.member(v, p, "electricity", false))
        readTariffJson(r, *e, JsonReader::child(p, "electricity"), s, s.electricity);
    else if (auto usd
             = r.optionalNumber(v, p, "electricity_usd_per_kwh", rules::kElectricityUsdPerKwh))
        s.electricity = flatTariff(*usd, "USD");
    // Version 17 stores the price as entered; up to version 16 it was a number in USD.
    if (v.contains("colocation_per_kw_month") && v.contains("colocation_usd_per_kw_month"))
        r.error(JsonReader::child(p, "colocation_usd_per_kw_month"),
                "give the price once: colocation_per_kw_month (version 17) replaces "
                "colocation_usd_per_kw_month");
    else if (const json *m = r.member(v, p, "colocation_per_kw_month", false))
        s.colocationPerKwMonth
            = readMoneyJson(r, *m, JsonReader::child(p, "colocation_per_kw_month"), s,
                            rules::kColocationUsdPerKwMonth);
    else if (auto usd = r.optionalNumber(v, p, "colocation_usd_per_kw_month",
                                         rules::kColocationUsdPerKwMonth))
        s.colocationPerKwMonth = Money {*usd, "USD"};
    s.depreciationYears
        = r.number(v, p, "depreciation_years", rules::kDepreciationYears, s.depreciationYears);
    s.utilisation = r.number(v, p, "utilisation", rules::kUtilisation, s.utilisation);
    if (const json *f = r.member(v, p, "floor", false))
        readFloor(r, *f, JsonReader::child(p, "floor"), s.floor);
    s.market = r.string(v, p, "market", std::string());
    if (!s.market.empty() && !isMarketCode(s.market))
        r.error(JsonReader::child(p, "market"),
                "expected a market code (cn or global), got \"" + s.market + "\"");
    if (const json *h = r.member(v, p, "held_gpus", false))
        readHeld(r, catalog, *h, JsonReader::child(p, "held_gpus"), s.heldGpus);
    if (v.contains("cloud_per_gpu_hour") && v.contains("cloud_usd_per_gpu_hour")) {
        r.error(JsonReader::child(p, "cloud_usd_per_gpu_hour"),
                "give the prices once: cloud_per_gpu_hour (version 17) replaces "
                "cloud_usd_per_gpu_hour");
        return;
    }
    const bool asEntered = v.contains("cloud_per_gpu_hour");
    const char *cloudKey = asEntered ? "cloud_per_gpu_hour" : "cloud_usd_per_gpu_hour";
    if (const json *c = r.member(v, p, cloudKey, false)) {
        const auto cp = JsonReader::child(p, cloudKey);
        if (!c->is_object()) {
            r.error(cp, "expected an object of GPU id to price, got " + JsonReader::describe(*c));
            return;
        }
        for (const auto &item : c->items()) {
            if (!catalog.gpu(item.key())) {
                r.error(JsonReader::child(cp, item.key()),
                        "unknown GPU \"" + item.key() + "\": expected a catalog GPU id");
                continue;
            }
            if (asEntered) {
                if (auto price = readMoneyJson(r, item.value(), JsonReader::child(cp, item.key()),
                                               s, rules::kHourlyPriceUsd))
                    s.cloudPerGpuHour[item.key()] = *price;
            } else if (auto usd = r.optionalNumber(*c, cp, item.key(), rules::kHourlyPriceUsd)) {
                s.cloudPerGpuHour[item.key()] = Money {*usd, "USD"};
            }
        }
    }
}

ojson siteJson(const Site &s)
{
    ojson j;
    j["name"] = s.name;
    j["pue"] = s.pue;
    if (s.liquidPue)
        j["liquid_pue"] = *s.liquidPue;
    j["electricity"] = tariffJson(s.electricity);
    j["currency"] = s.currency;
    j["currency_per_usd"] = s.currencyPerUsd;
    if (!s.currencyRateDate.empty())
        j["currency_rate_date"] = s.currencyRateDate;
    if (s.colocationPerKwMonth)
        j["colocation_per_kw_month"] = moneyJson(*s.colocationPerKwMonth);
    j["depreciation_years"] = s.depreciationYears;
    j["utilisation"] = s.utilisation;
    ojson cloud = ojson::object();
    for (const auto &[gpu, price] : s.cloudPerGpuHour) // std::map: sorted, stable
        cloud[gpu] = moneyJson(price);
    j["cloud_per_gpu_hour"] = cloud;
    j["floor"] = {{"row_pitch_m", s.floor.rowPitchM},
                  {"slack_m", s.floor.slackM},
                  {"containment", nameOf(containmentNames(), s.floor.containment)}};
    // Version 8: written only when set, so a design without them reads as before.
    if (!s.market.empty())
        j["market"] = s.market;
    if (!s.heldGpus.empty()) {
        ojson held = ojson::object();
        for (const auto &[gpu, n] : s.heldGpus)
            held[gpu] = n;
        j["held_gpus"] = held;
    }
    return j;
}

} // namespace cl
