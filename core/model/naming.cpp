// SPDX-License-Identifier: GPL-3.0-or-later
#include "naming.h"

#include "limits.h"
#include "text/utf8.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <optional>

namespace cl {

namespace {

/** A run of digits in a name: where it starts, how long it is, its value. */
struct Number
{
    std::size_t start = 0;
    std::size_t length = 0;
    std::uint64_t value = 0;
};

std::vector<Number> numbersIn(const std::string &name)
{
    std::vector<Number> out;
    for (std::size_t i = 0; i < name.size();) {
        if (!std::isdigit(static_cast<unsigned char>(name[i]))) {
            ++i;
            continue;
        }
        Number n {i, 0, 0};
        // At most 18 digits counted: longer runs stay as they are (no overflow).
        while (i < name.size() && std::isdigit(static_cast<unsigned char>(name[i]))) {
            if (n.length < 18)
                n.value = n.value * 10 + std::uint64_t(name[i] - '0');
            ++n.length;
            ++i;
        }
        if (n.length <= 18)
            out.push_back(n);
    }
    return out;
}

/** prefix + text + suffix within limits::kMaxNameBytes: the prefix gives way (a copy of a name
 *  at the limit must still load), cut on a character boundary. */
std::string fitted(const std::string &prefix, const std::string &text, const std::string &suffix)
{
    const std::size_t fixed = text.size() + suffix.size();
    if (prefix.size() + fixed <= limits::kMaxNameBytes)
        return prefix + text + suffix;
    const std::size_t room = fixed < limits::kMaxNameBytes ? limits::kMaxNameBytes - fixed : 0;
    return truncateUtf8(truncateUtf8(prefix, room) + text + suffix, limits::kMaxNameBytes);
}

std::string withNumber(const std::string &name, const Number &n, std::uint64_t value)
{
    std::string digits = std::to_string(value);
    if (digits.size() < n.length)
        digits.insert(0, n.length - digits.size(), '0');
    return fitted(name.substr(0, n.start), digits, name.substr(n.start + n.length));
}

std::string claim(std::string name, NameSet &taken)
{
    taken.insert(name);
    return name;
}

/**
 * The first free number from `start` in the pattern `key` (make(v) spells it), skipping the run
 * already known taken, and the run grown by what this search found taken.
 */
template<typename Make>
std::string firstFree(const std::string &key, std::uint64_t start, NameSet &taken, Make make)
{
    NameSet::TakenRun &run = taken.runs[key];
    const bool joins = run.to > 0 && start >= run.from && start <= run.to + 1;
    std::uint64_t v = joins ? run.to + 1 : start;
    std::string candidate = make(v);
    while (taken.count(candidate))
        candidate = make(++v);
    run = {joins ? run.from : start, v};
    return claim(std::move(candidate), taken);
}

} // namespace

std::string nextFreeName(const std::string &name, NameSet &taken)
{
    const auto numbers = numbersIn(name);
    if (numbers.empty()) {
        return firstFree(name + '\x01', 2, taken, [&](std::uint64_t n) {
            return fitted(name, " " + std::to_string(n), {});
        });
    }
    const Number &last = numbers.back();
    const std::string key = name.substr(0, last.start) + '\x01' + std::to_string(last.length)
                            + '\x01' + name.substr(last.start + last.length);
    return firstFree(key, last.value + 1, taken,
                     [&](std::uint64_t v) { return withNumber(name, last, v); });
}

std::string unitCopyName(const std::string &name, int copy, NameSet &taken)
{
    const auto numbers = numbersIn(name);
    if (numbers.size() >= 2 && copy >= 2) {
        std::string candidate
            = withNumber(name, numbers.front(), numbers.front().value + std::uint64_t(copy - 1));
        if (!taken.count(candidate))
            return claim(std::move(candidate), taken);
        return nextFreeName(candidate, taken);
    }
    return nextFreeName(name, taken);
}

std::string patternName(const std::vector<std::string> &siblings, const std::string &fallback,
                        NameSet &taken)
{
    const std::string *highest = nullptr;
    std::uint64_t best = 0;
    for (const std::string &s : siblings) {
        const auto numbers = numbersIn(s);
        if (numbers.empty())
            continue;
        if (!highest || numbers.back().value >= best) {
            best = numbers.back().value;
            highest = &s;
        }
    }
    if (highest)
        return nextFreeName(*highest, taken);
    if (!taken.count(fallback))
        return claim(fallback, taken);
    return nextFreeName(fallback, taken);
}

std::vector<NameRun> nameRuns(const std::vector<std::string> &names)
{
    // Each name's last number, found once.
    std::vector<std::optional<Number>> last(names.size());
    for (std::size_t k = 0; k < names.size(); ++k) {
        if (const auto numbers = numbersIn(names[k]); !numbers.empty())
            last[k] = numbers.back();
    }
    const auto follows = [&](std::size_t k) { // names[k + 1] is names[k] counted up by one
        const auto &a = last[k], &b = last[k + 1];
        return a && b && b->value == a->value + 1
               && names[k].compare(0, a->start, names[k + 1], 0, b->start) == 0
               && names[k].compare(a->start + a->length, std::string::npos, names[k + 1],
                                   b->start + b->length)
                      == 0;
    };
    std::vector<NameRun> out;
    std::size_t i = 0;
    while (i < names.size()) {
        std::size_t j = i;
        while (j + 1 < names.size() && follows(j))
            ++j;
        if (j >= i + 2) {
            out.push_back({names[i] + " \u2026 " + names[j], j - i + 1});
        } else {
            for (std::size_t k = i; k <= j; ++k)
                out.push_back({names[k], 1});
        }
        i = j + 1;
    }
    return out;
}

/** Rows as letters (A..Z, then AA...), as halls mark them. */
std::string rowLetters(int row)
{
    std::string out;
    for (int n = row + 1; n > 0; n = (n - 1) / 26)
        out.insert(out.begin(), char('A' + (n - 1) % 26));
    return out;
}

} // namespace cl
