// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>

namespace cl {

/** A file's bytes, whole; nullopt when it cannot be opened or a read fails. The readers of
 *  designs, JSON, calibration inputs and stored profiles all start here (atomicfile.h writes). */
std::optional<std::string> readFileText(const std::string &path);

} // namespace cl
