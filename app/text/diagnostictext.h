// SPDX-License-Identifier: GPL-3.0-or-later
// Core speaks in codes and parameters; people read translated sentences. This is where one turns
// into the other, for the GUI and (later) the PDF report.
#pragma once

#include "diagnostic.h"
#include "json/jsonerror.h"

#include <QString>

namespace cl {

/** The diagnostic in the current UI language; falls back to core's English for unknown codes. */
QString diagnosticText(const Diagnostic &diagnostic);
QString severityText(Severity severity);
/** A load error as one line: where (file, pointer or line:column) and what. */
QString loadErrorText(const LoadError &error);

} // namespace cl
