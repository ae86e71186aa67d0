// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandcombo.h"

#include "engine/ledger.h"

#include <QComboBox>

namespace cl {

void fillIslandCombo(QComboBox *combo, const DesignLedger *ledger,
                     const std::optional<std::string> &named)
{
    // Shown by its servers' names, kept by its id (what workload.island stores).
    QStringList ids, labels;
    if (ledger) {
        for (const IslandReport &r : ledger->islands) {
            if (!r.id.empty()) {
                ids << QString::fromStdString(r.id);
                labels << QString::fromStdString(r.label.empty() ? r.id : r.label);
            }
        }
    }
    fillChoiceCombo(combo, ids, labels, QString::fromStdString(named.value_or("")));
}

void fillChoiceCombo(QComboBox *combo, QStringList ids, QStringList labels, const QString &named)
{
    if (!named.isEmpty() && !ids.contains(named)) {
        ids << named;
        labels << named;
    }
    while (combo->count() > 1)
        combo->removeItem(1);
    for (int i = 0; i < ids.size(); ++i)
        combo->addItem(labels[i], ids[i]);
    combo->setCurrentIndex(std::max(0, combo->findData(named)));
    combo->setEnabled(combo->count() > 2 || !named.isEmpty());
}

} // namespace cl
