// SPDX-License-Identifier: GPL-3.0-or-later
// Inside readTelemetry (telemetry.cpp): dcgm-exporter's text. Not for use elsewhere.
#pragma once

#include "telemetry.h"
#include "textlines.h"

namespace cl::telemetryparse {

bool readDcgm(const std::vector<textlines::Line> &lines, const std::string &file,
              TelemetryFile &out, LoadErrors &errors);

} // namespace cl::telemetryparse
