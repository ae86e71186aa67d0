// SPDX-License-Identifier: GPL-3.0-or-later
#include "codewords.h"

#include <QCoreApplication>

namespace cl {

QString translatedCode(const CodeWords &words, const char *context, std::string_view code)
{
    const auto it = words.find(code);
    return it == words.end() ? QString::fromUtf8(code.data(), qsizetype(code.size()))
                             : QCoreApplication::translate(context, it->second);
}

} // namespace cl
