// SPDX-License-Identifier: GPL-3.0-or-later
#include "procurement.h"

#include <algorithm>

namespace cl {

bool isMarketCode(std::string_view code)
{
    const auto &codes = marketCodes();
    return std::find(codes.begin(), codes.end(), code) != codes.end();
}

ProcurementCheck procurementOf(const GpuModel &gpu, const std::string &market)
{
    ProcurementCheck c;
    if (market.empty() || !gpu.availability)
        return c;
    const auto it = gpu.availability->markets.find(market);
    if (it == gpu.availability->markets.end())
        return c;
    c.recorded = true;
    c.record = &it->second;
    c.buyable = it->second.status == "available";
    return c;
}

int usableGpus(const GpuModel &gpu, const std::string &market, const HeldParts &held)
{
    if (procurementOf(gpu, market).buyable)
        return -1;
    const auto it = held.find(gpu.id);
    return it == held.end() ? 0 : std::max(0, it->second);
}

} // namespace cl
