// SPDX-License-Identifier: GPL-3.0-or-later
// The ids a design reader has seen, to find one used twice.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace cl {

/**
 * How a repeat is found. `Exact` keeps every id with the place it was first used and names each
 * repeat where it is read. `Hashes` keeps only each id's 64-bit hash and says at the end whether
 * two are equal (mayRepeat): a ×1024 hall has 620,000 ids, and a table of them was a tenth of its
 * reading. A design where two hashes agree (a repeat, or a rare collision) is read again `Exact`,
 * so the errors are the same ones in the same order.
 */
enum class IdCheck { Hashes, Exact };

class IdRecord
{
public:
    explicit IdRecord(IdCheck check)
        : mCheck(check)
    { }

    /** Sizes the record for a text of `bytes`: a rack, device or link takes 150 to 1,000 bytes
     *  of JSON, so the record is not grown a dozen times while read. */
    void expectText(std::size_t bytes);

    /** Records `id`, read at `pointer`; with IdCheck::Exact, where it was first used when it
     *  was used before (nothing is recorded then). */
    std::optional<std::string> add(const std::string &id, const std::string &pointer);

    /** With IdCheck::Hashes: whether two ids recorded had the same hash. */
    bool mayRepeat();

private:
    const IdCheck mCheck;
    std::vector<std::size_t> mHashes; ///< IdCheck::Hashes: every id's
    std::unordered_map<std::string, std::string> mFirstUse; ///< IdCheck::Exact: id -> pointer
};

} // namespace cl
