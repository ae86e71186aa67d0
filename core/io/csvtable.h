// SPDX-License-Identifier: GPL-3.0-or-later
// CSV as RFC 4180 and the tools people exchange it with write it: quoted fields with doubled
// quotes, commas and line breaks inside quotes, CRLF or LF, an optional UTF-8 byte-order mark.
// The BOM and cable-schedule exports write with it; the NetBox import reads with it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cl {

/** A field as CSV writes it: quoted only when it must be. Text that a spreadsheet would run as
 *  a formula (a name starting with = + - @, a tab or a carriage return) is written with a
 *  leading apostrophe, as OWASP advises; numbers ("-48", "+3.5e2") stay numbers. */
std::string csvField(const std::string &text);

/** A header row and the rows under it, as text; `line` is where each row starts (1-based). */
struct CsvTable
{
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::vector<int> lines;

    /** The column of a header, compared without case and surrounding spaces; -1 when absent. */
    int column(std::string_view name) const;
    /** The first of several names that is a column (an import field or an export header). */
    int column(std::initializer_list<std::string_view> names) const;
};

struct CsvError
{
    int line = 0;
    std::string message;
};

/** What parseCsv reads at most: maxInputBytes(InputKind::Table) bytes (filetext.h, the same
 *  ceiling as the file reader's) and this many columns; an export of a 250,000-device design
 *  is well under both. */
inline constexpr std::size_t kMaxCsvColumns = 1024;

/** Parses text into a table; a ragged row, an unclosed quote, bytes that are not UTF-8 or a
 *  table over the limits above are errors naming their line. */
std::optional<CsvTable> parseCsv(std::string_view text, CsvError &error);

/** One line of CSV from fields, ending in "\n". */
std::string csvLine(const std::vector<std::string> &fields);

} // namespace cl
