// SPDX-License-Identifier: GPL-3.0-or-later
// What the readers of tool output (nccl-tests, training logs, telemetry) share: the lines of a
// text with their numbers, the colour codes terminals add stripped, whitespace and separator
// splitting, and numbers as the tools print them ("6,543", "98 %", "650.12 W"). No locale: a
// comma is a thousands separator, never a decimal point.
#pragma once

#include "json/jsonerror.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cl::textlines {

struct Line
{
    int number = 0; ///< 1-based
    std::string_view text; ///< without the line break (and a trailing '\r')
};

/** The lines of `text`; a final line without a break is kept (it may be cut short). */
std::vector<Line> splitLines(std::string_view text);

/** `text` without ANSI escape sequences (ESC [ ... letter), as torchtitan colours its lines. */
std::string stripAnsi(std::string_view text);

std::string_view trim(std::string_view s);
std::vector<std::string_view> splitWhitespace(std::string_view s);
std::vector<std::string_view> split(std::string_view s, char separator);
bool startsWith(std::string_view s, std::string_view prefix);

/** A whole token as a finite number: "12", "-1", "3.5e-07", "6,543" (thousands commas). */
std::optional<double> number(std::string_view token);
/** A whole token as an integer (thousands commas allowed). */
std::optional<long long> integer(std::string_view token);
/** The number at the start of `s` after spaces, and the rest: "45.67GiB(48.06%)" -> 45.67. */
std::optional<double> leadingNumber(std::string_view s, std::string_view *rest = nullptr);

/** The q-quantile (0..1) of `v`, linear between ranks (a log's P10/P90 step, telemetry's P95
 *  power); `v` must not be empty. */
double quantile(std::vector<double> v, double q);

/** Text that is not text: NUL bytes or invalid UTF-8 (a binary or a corrupted file). */
std::optional<int> firstBinaryLine(std::string_view text);

/** An error at a line of a file: "file:12: message". */
LoadError lineError(const std::string &file, int line, std::string message);

} // namespace cl::textlines
