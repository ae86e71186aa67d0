// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonwording.h"
#include "ledger.h"

#include <nlohmann/json.hpp>

namespace cl {

class Design;

/** `clusterledger-cli evaluate --json`: the keys the ledger issue and scripts rely on. */
nlohmann::ordered_json ledgerToJson(const DesignLedger &ledger, const Design &design,
                                    const JsonWording &wording = {});
nlohmann::ordered_json diagnosticsToJson(const Diagnostics &diagnostics,
                                         const JsonWording &wording = {});

} // namespace cl
