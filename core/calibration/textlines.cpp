// SPDX-License-Identifier: GPL-3.0-or-later
#include "textlines.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace cl::textlines {

std::vector<Line> splitLines(std::string_view text)
{
    std::vector<Line> lines;
    int number = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        const bool last = end == std::string_view::npos;
        if (last)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back({++number, line});
        start = end + 1;
    }
    return lines;
}

std::string stripAnsi(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\x1b' && i + 1 < text.size() && text[i + 1] == '[') {
            // CSI: parameters and intermediates up to a final byte in @..~.
            std::size_t j = i + 2;
            while (j < text.size() && !(text[j] >= '@' && text[j] <= '~'))
                ++j;
            i = j;
            continue;
        }
        out.push_back(text[i]);
    }
    return out;
}

std::string_view trim(std::string_view s)
{
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    const auto last = s.find_last_not_of(" \t");
    return s.substr(first, last - first + 1);
}

std::vector<std::string_view> splitWhitespace(std::string_view s)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            ++i;
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t')
            ++j;
        if (j > i)
            out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

std::vector<std::string_view> split(std::string_view s, char separator)
{
    std::vector<std::string_view> out;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = s.find(separator, start);
        out.push_back(
            s.substr(start, end == std::string_view::npos ? s.size() - start : end - start));
        if (end == std::string_view::npos)
            return out;
        start = end + 1;
    }
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

namespace {

/** The token without thousands commas ("6,543" -> "6543"); empty when a comma is misplaced. */
std::string withoutThousands(std::string_view token)
{
    std::string out;
    for (char ch : token) {
        if (ch != ',')
            out.push_back(ch);
    }
    return out;
}

} // namespace

std::optional<double> number(std::string_view token)
{
    const std::string t = withoutThousands(token);
    if (t.empty())
        return std::nullopt;
    const char *begin = t.data();
    if (*begin == '+')
        ++begin;
    double v = 0;
    const auto [end, ec] = std::from_chars(begin, t.data() + t.size(), v);
    if (ec != std::errc() || end != t.data() + t.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<long long> integer(std::string_view token)
{
    const std::string t = withoutThousands(token);
    long long v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (t.empty() || ec != std::errc() || end != t.data() + t.size())
        return std::nullopt;
    return v;
}

std::optional<double> leadingNumber(std::string_view s, std::string_view *rest)
{
    s = trim(s);
    std::size_t n = 0;
    while (n < s.size()
           && ((s[n] >= '0' && s[n] <= '9') || s[n] == '.' || s[n] == ',' || s[n] == '-'
               || s[n] == '+' || ((s[n] == 'e' || s[n] == 'E') && n > 0)))
        ++n;
    // A trailing comma separates fields ("1,234, next"): it is not part of the number.
    while (n > 0 && s[n - 1] == ',')
        --n;
    auto v = number(s.substr(0, n));
    if (v && rest)
        *rest = s.substr(n);
    return v;
}

std::optional<int> firstBinaryLine(std::string_view text)
{
    int line = 1;
    std::size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n')
            ++line;
        if (c == 0)
            return line;
        int extra = 0;
        if (c >= 0x80) {
            if ((c & 0xE0) == 0xC0 && c >= 0xC2)
                extra = 1;
            else if ((c & 0xF0) == 0xE0)
                extra = 2;
            else if ((c & 0xF8) == 0xF0 && c <= 0xF4)
                extra = 3;
            else
                return line;
            for (int k = 1; k <= extra; ++k) {
                if (i + k >= text.size()
                    || (static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80)
                    return line;
            }
        }
        i += 1 + extra;
    }
    return std::nullopt;
}

double quantile(std::vector<double> v, double q)
{
    std::sort(v.begin(), v.end());
    const double pos = q * double(v.size() - 1);
    const auto lo = std::size_t(std::floor(pos));
    const auto hi = std::min(v.size() - 1, lo + 1);
    return v[lo] + (v[hi] - v[lo]) * (pos - double(lo));
}

LoadError lineError(const std::string &file, int line, std::string message)
{
    LoadError e;
    e.file = file;
    e.line = line;
    e.message = std::move(message);
    return e;
}

} // namespace cl::textlines
