// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonwording.h"
#include "ledger.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace cl {

class Design;

/** `clusterledger-cli evaluate --json`: the keys the ledger issue and scripts rely on. */
nlohmann::ordered_json ledgerToJson(const DesignLedger &ledger, const Design &design,
                                    const JsonWording &wording = {});
nlohmann::ordered_json diagnosticsToJson(const Diagnostics &diagnostics,
                                         const JsonWording &wording = {});
/** The latency percentiles pooled over a load curve of `hours` ({hours, ttft_s_p50 …
 *  tpot_s_p99, saturated}); null without a curve. `serve --json` and `evaluate --json` alike. */
nlohmann::ordered_json curveTailJson(std::size_t hours,
                                     const std::optional<LatencyPercentiles> &tail);

} // namespace cl
