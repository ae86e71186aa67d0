// SPDX-License-Identifier: GPL-3.0-or-later
// A reader's errors as the tests look for them: at a JSON pointer, with words in the message.
#pragma once

#include "json/jsonerror.h"

#include <string>

inline bool hasLoadError(const cl::LoadErrors &errors, const std::string &pointer,
                         const std::string &words)
{
    for (const cl::LoadError &e : errors) {
        if (e.pointer == pointer && e.message.find(words) != std::string::npos)
            return true;
    }
    return false;
}
