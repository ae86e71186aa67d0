// SPDX-License-Identifier: GPL-3.0-or-later
// Core's enum codes as a planner reads them, in both languages: "mmf" is "Multi-mode fibre",
// "three" is "Three-phase". Files, JSON and the CLI keep the codes.
#pragma once

#include <QString>

#include <string_view>

namespace cl {

QString mediaText(std::string_view code); ///< "copper" -> "Copper (twisted pair)"
QString mediaShortText(std::string_view code); ///< "mmf" -> "MMF": for narrow table columns
QString phaseText(std::string_view code); ///< "three" -> "Three-phase"
QString fabricText(std::string_view code); ///< "out_of_band" -> "Management network"
QString coolingText(std::string_view code); ///< "rear_door" -> "Rear-door heat exchanger"

} // namespace cl
