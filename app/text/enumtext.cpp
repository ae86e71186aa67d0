// SPDX-License-Identifier: GPL-3.0-or-later
#include "enumtext.h"

#include "codewords.h"

#include <QCoreApplication>

#include <map>

namespace cl {

QString mediaText(std::string_view code)
{
    static const CodeWords names {
        {"dac", QT_TRANSLATE_NOOP("EnumText", "DAC (direct-attach copper)")},
        {"aoc", QT_TRANSLATE_NOOP("EnumText", "AOC (active optical cable)")},
        {"mmf", QT_TRANSLATE_NOOP("EnumText", "Multi-mode fibre")},
        {"smf", QT_TRANSLATE_NOOP("EnumText", "Single-mode fibre")},
        {"copper", QT_TRANSLATE_NOOP("EnumText", "Copper (twisted pair)")},
    };
    return translatedCode(names, "EnumText", code);
}

QString mediaShortText(std::string_view code)
{
    static const CodeWords names {
        {"dac", QT_TRANSLATE_NOOP("EnumText", "DAC")},
        {"aoc", QT_TRANSLATE_NOOP("EnumText", "AOC")},
        {"mmf", QT_TRANSLATE_NOOP("EnumText", "MMF")},
        {"smf", QT_TRANSLATE_NOOP("EnumText", "SMF")},
        {"copper", QT_TRANSLATE_NOOP("EnumText", "Copper")},
    };
    return translatedCode(names, "EnumText", code);
}

QString phaseText(std::string_view code)
{
    static const CodeWords names {
        {"single", QT_TRANSLATE_NOOP("EnumText", "Single-phase")},
        {"three", QT_TRANSLATE_NOOP("EnumText", "Three-phase")},
    };
    return translatedCode(names, "EnumText", code);
}

QString coolingText(std::string_view code)
{
    static const CodeWords names {
        {"air", QT_TRANSLATE_NOOP("EnumText", "Air")},
        {"rear_door", QT_TRANSLATE_NOOP("EnumText", "Rear-door heat exchanger")},
        {"liquid", QT_TRANSLATE_NOOP("EnumText", "Direct liquid (cold plates)")},
    };
    return translatedCode(names, "EnumText", code);
}

QString fabricText(std::string_view code)
{
    static const CodeWords names {
        {"compute", QT_TRANSLATE_NOOP("EnumText", "Compute fabric")},
        {"storage", QT_TRANSLATE_NOOP("EnumText", "Storage fabric")},
        {"in_band", QT_TRANSLATE_NOOP("EnumText", "In-band network")},
        {"out_of_band", QT_TRANSLATE_NOOP("EnumText", "Management network")},
    };
    return translatedCode(names, "EnumText", code);
}

} // namespace cl
