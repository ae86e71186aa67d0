// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace cl {

/**
 * Writes bytes to path through a temporary file in the same folder, flushed to disk, then renamed
 * over the target: a crash or a full disk mid-write leaves the previous file as it was.
 * Returns false with a sentence in error when anything fails; the temporary file is removed.
 */
bool writeFileAtomically(const std::string &path, std::string_view bytes, std::string *error);

namespace testing {
/** For tests only: make the next atomic write fail after this many bytes (0 = off). */
void failNextWriteAfter(std::size_t bytes);
} // namespace testing

} // namespace cl
