// SPDX-License-Identifier: GPL-3.0-or-later
#include "servinghostcosts.h"

#include <algorithm>

namespace cl {

namespace {
const NumberRule kDecodeGemm {0, true, 1, false, "a share above 0 and at most 1"};
const NumberRule kLatencyS {0, false, 0.01, false, "a latency from 0 to 0.01 s"};
} // namespace

std::optional<ServingEngine> withHostCosts(const ServingEngine &engine, const std::string &vendor,
                                           const nlohmann::json &doc, const std::string &file,
                                           LoadErrors &errors)
{
    const std::size_t before = errors.size();
    JsonReader r(file, errors);
    if (!r.object(doc, "", {"decode_gemm", "all_reduce_latency_s", "source"}))
        return std::nullopt;
    ServingEngine e = engine;
    // From the engine's costs on that vendor where it has some, else its own.
    const ServingEngine::VendorCosts *own = engine.costsFor(vendor);
    ServingEngine::VendorCosts costs
        = own ? *own
              : ServingEngine::VendorCosts {
                  vendor, engine.decodeGemm, engine.allReduceLatencyS, {}};
    costs.decodeGemm
        = r.optionalNumber(doc, "", "decode_gemm", kDecodeGemm).value_or(costs.decodeGemm);
    costs.allReduceLatencyS = r.optionalNumber(doc, "", "all_reduce_latency_s", kLatencyS)
                                  .value_or(costs.allReduceLatencyS);
    costs.source = doc.contains("source") ? r.string(doc, "", "source").value_or(file) : file;
    if (errors.size() > before)
        return std::nullopt;
    std::erase_if(e.vendorCosts, [&](const auto &v) { return v.vendor == vendor; });
    e.vendorCosts.push_back(costs);
    return e;
}

} // namespace cl
