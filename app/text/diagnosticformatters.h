// SPDX-License-Identifier: GPL-3.0-or-later
// Inside cltext: the wording tables diagnosticText() looks codes up in, one per file so each
// stays small (diagnostictext.cpp: the design's own; interchangetext.cpp: NetBox's import;
// cablingtext.cpp: media against speed and reach; scaleuptext.cpp: NVL72 / CloudMatrix domains).
#pragma once

#include "diagnostic.h"

#include <QString>

#include <functional>
#include <map>
#include <string>

namespace cl {

/**
 * A parameter as people read it: numbers in the UI locale with digit grouping and the decimals
 * core gave them ("16430951" -> "16,430,951"), everything else as it is.
 */
QString diagnosticParam(const Diagnostic &d, const char *key);

using DiagnosticFormatter = std::function<QString(const Diagnostic &)>;

/** netbox.*: what an import from NetBox left out or assumed. */
const std::map<std::string, DiagnosticFormatter> &interchangeFormatters();

/** link.media_*: a link's medium that cannot carry its speed or length. */
const std::map<std::string, DiagnosticFormatter> &cablingFormatters();

/** scale_up.*: rack-scale scale-up domains (scaleuptext.cpp). */
const std::map<std::string, DiagnosticFormatter> &scaleUpFormatters();

/** schedule.*: the portfolio's schedule (scheduletext.cpp). */
const std::map<std::string, DiagnosticFormatter> &scheduleFormatters();

} // namespace cl
