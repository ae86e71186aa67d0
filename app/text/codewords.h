// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <map>
#include <string_view>

namespace cl {

/** Core speaks in codes; each text file keeps a table from its codes to English sources marked
 *  with QT_TRANSLATE_NOOP(context, ...). */
using CodeWords = std::map<std::string_view, const char *>;

/** A code's words in the running language. A code the table does not know (a newer core, a
 *  hand-edited file) is shown as it is rather than as nothing. */
QString translatedCode(const CodeWords &words, const char *context, std::string_view code);

} // namespace cl
