// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>

namespace cl::cli {

/**
 * "70e9", "70B", "1.4T", "512K", "4M", "15万": a positive decimal count, parsed by the app's
 * quantity parser (+inf when it overflows, for the caller's range check); nullopt for anything
 * else, hex, "inf" and "nan" included.
 */
std::optional<double> parseQuantity(const std::string &text);
/** A positive integer ("8"); nullopt otherwise. */
std::optional<int> parsePositiveInt(const std::string &text);

} // namespace cl::cli
