// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

namespace clw {

enum class SeverityLevel { Info, Warning, Error };

/** A round badge drawn at any size (no bitmap to blur), coloured by severity. */
QIcon severityIcon(SeverityLevel level);
QColor severityColor(SeverityLevel level);

} // namespace clw
