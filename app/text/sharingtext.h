// SPDX-License-Identifier: GPL-3.0-or-later
// The words of idle-card sharing (core/sharing/cardsharing.h): why a card is or is not taken, and
// seed 001's security checklist, for the CLI, the dialog and JSON.
#pragma once

#include <QString>
#include <QStringList>

#include <string>

namespace cl {

/** "Eligible", "Under 8 GB of memory: platforms' jobs pass it over", ... for a SharedCard::why. */
QString sharingWhyText(const std::string &why);

/** Seed 001 §4.3: what to do before a machine joins a sharing platform. */
QStringList sharingChecklist();

} // namespace cl
