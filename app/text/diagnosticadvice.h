// SPDX-License-Identifier: GPL-3.0-or-later
// For each diagnostic code: its likely cause and the first thing to check, in the UI language
// (the diagnostics dock's tooltips and the PDF's open problems use it; docs/diagnostics.md too).
#pragma once

#include <QString>

#include <string>
#include <vector>

namespace cl {

QString diagnosticCause(const std::string &code);
QString diagnosticCheck(const std::string &code);
/** "Likely cause: ...\nFirst check: ..."; empty for a code without advice. */
QString diagnosticAdvice(const std::string &code);
/** Every code that has advice (tests check each diagnostic code has some). */
std::vector<std::string> adviceCodes();

} // namespace cl
