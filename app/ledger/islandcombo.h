// SPDX-License-Identifier: GPL-3.0-or-later
// The "Runs on" choice of a workload (training or serving): the compute islands of the last
// ledger, after a first entry that leaves the choice to the engine.
#pragma once

#include <QStringList>

#include <optional>
#include <string>

class QComboBox;

namespace cl {

struct DesignLedger;

/**
 * Refills `combo` after its first entry with the ledger's island ids, and selects `named`. The
 * named island stays listed even when the ledger no longer has it (a diagnostic says so; the
 * name is not silently dropped). Disabled while there is nothing to choose.
 */
void fillIslandCombo(QComboBox *combo, const DesignLedger *ledger,
                     const std::optional<std::string> &named);

/**
 * The same for any choice kept by id: refills `combo` after its first ("any") entry with `ids`
 * shown as `labels`, keeps `named` listed (by its id) when the ids lack it, selects it, and
 * disables the combo while there is nothing to choose.
 */
void fillChoiceCombo(QComboBox *combo, QStringList ids, QStringList labels, const QString &named);

} // namespace cl
