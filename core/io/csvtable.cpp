// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvtable.h"

#include "filetext.h"
#include "text/utf8.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>

namespace cl {

namespace {

std::string trimmed(std::string_view s)
{
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    const auto last = s.find_last_not_of(" \t");
    return std::string(s.substr(first, last - first + 1));
}

bool sameWord(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x))
                      == std::tolower(static_cast<unsigned char>(y));
           });
}

} // namespace

namespace {

bool isPlainNumber(const std::string &text)
{
    if (text.empty() || std::isspace(static_cast<unsigned char>(text.front())))
        return false;
    char *end = nullptr;
    errno = 0;
    std::strtod(text.c_str(), &end);
    return end == text.c_str() + text.size() && errno == 0;
}

bool startsAFormula(const std::string &text)
{
    return !text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string::npos
           && !isPlainNumber(text);
}

} // namespace

std::string csvField(const std::string &text)
{
    const bool formula = startsAFormula(text);
    if (!formula && text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string out = formula ? "\"'" : "\"";
    for (char c : text)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string csvLine(const std::vector<std::string> &fields)
{
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i)
        out += (i ? "," : "") + csvField(fields[i]);
    return out + "\n";
}

int CsvTable::column(std::string_view name) const
{
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (sameWord(header[i], name))
            return int(i);
    }
    return -1;
}

int CsvTable::column(std::initializer_list<std::string_view> names) const
{
    for (std::string_view n : names) {
        if (const int c = column(n); c >= 0)
            return c;
    }
    return -1;
}

std::optional<CsvTable> parseCsv(std::string_view text, CsvError &error)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    if (const std::uintmax_t limit = maxInputBytes(InputKind::Table); text.size() > limit) {
        error = {1, "expected at most " + std::to_string(limit >> 20) + " MiB of CSV, got "
                        + std::to_string(text.size() >> 20) + " MiB"};
        return std::nullopt;
    }
    if (const auto bad = firstInvalidUtf8(text); bad != std::string_view::npos) {
        const auto lines = std::count(text.begin(), text.begin() + std::ptrdiff_t(bad), '\n');
        error = {int(lines) + 1, "expected UTF-8 text (save the CSV as UTF-8), found byte "
                                     + std::to_string(static_cast<unsigned char>(text[bad]))};
        return std::nullopt;
    }
    std::vector<std::vector<std::string>> records;
    std::vector<int> starts;
    std::vector<std::string> record;
    std::string field;
    bool quoted = false, fieldStarted = false, anyQuoted = false;
    int line = 1, recordLine = 1, quoteLine = 0;
    bool tooWide = false;
    auto endField = [&] {
        record.push_back(quoted ? field : trimmed(field));
        anyQuoted = anyQuoted || quoted;
        tooWide = tooWide || record.size() > kMaxCsvColumns;
        field.clear();
        quoted = fieldStarted = false;
    };
    auto endRecord = [&] {
        endField();
        const bool blank = record.size() == 1 && record[0].empty() && !anyQuoted;
        anyQuoted = false;
        if (!blank) {
            records.push_back(std::move(record));
            starts.push_back(recordLine);
        }
        record.clear();
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted && quoteLine) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoteLine = 0; // closed: text up to the comma joins it, spacing does not
            } else {
                const bool lone = c == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n');
                line += c == '\n' || lone ? 1 : 0;
                field += c;
            }
            continue;
        }
        if (c == '"' && !fieldStarted && trimmed(field).empty()) {
            field.clear();
            quoted = fieldStarted = true;
            quoteLine = line;
        } else if (c == ',') {
            endField();
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            endRecord();
            recordLine = ++line;
        } else if (!quoted || (c != ' ' && c != '\t')) {
            field += c; // after a closing quote too: "a"b is ab, as Python's csv reads it
            fieldStarted = fieldStarted || (c != ' ' && c != '\t');
        }
        if (tooWide) {
            error = {recordLine, "expected at most " + std::to_string(kMaxCsvColumns) + " columns"};
            return std::nullopt;
        }
    }
    if (quoteLine) {
        error = {quoteLine, "a quoted field is not closed"};
        return std::nullopt;
    }
    if (!field.empty() || !record.empty() || quoted)
        endRecord();
    if (records.empty()) {
        error = {1, "expected a header line"};
        return std::nullopt;
    }
    CsvTable t;
    t.header = std::move(records.front());
    for (std::size_t r = 1; r < records.size(); ++r) {
        if (records[r].size() != t.header.size()) {
            error = {starts[r], "expected " + std::to_string(t.header.size()) + " fields as in the "
                                    + "header, found " + std::to_string(records[r].size())};
            return std::nullopt;
        }
        t.rows.push_back(std::move(records[r]));
        t.lines.push_back(starts[r]);
    }
    return t;
}

} // namespace cl
