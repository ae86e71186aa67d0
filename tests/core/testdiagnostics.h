// SPDX-License-Identifier: GPL-3.0-or-later
// Looking up a finding by its code in what the validator or the ledger says.
#pragma once

#include "diagnostic.h"

#include <algorithm>
#include <string>

/** The first diagnostic with `code`, or nullptr. */
inline const cl::Diagnostic *findDiagnostic(const cl::Diagnostics &ds, const std::string &code)
{
    const auto it = std::find_if(ds.begin(), ds.end(),
                                 [&](const cl::Diagnostic &d) { return d.code == code; });
    return it == ds.end() ? nullptr : &*it;
}
