// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagnostic.h"

#include <functional>
#include <string>
#include <vector>

namespace cl {

struct StepShare;

/**
 * The English sentences the JSON output carries beside its codes (diagnostics[].message,
 * bottleneck, invalid_reason, formula), for scripts that read words. Core has none of its own:
 * the text layer (cltext) supplies these, so each sentence is written once. An empty function
 * leaves its key out.
 */
struct JsonWording
{
    std::function<std::string(const Diagnostic &)> diagnostic;
    std::function<std::string(const std::vector<StepShare> &)> bottleneck;
    std::function<std::string(const std::string &code)> reason; ///< invalid_code -> words
    std::function<std::string(const std::string &key)> formula; ///< explanation or ledger row
};

} // namespace cl
