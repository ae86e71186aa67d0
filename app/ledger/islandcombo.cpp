// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandcombo.h"

#include "engine/ledger.h"

#include <QComboBox>

namespace cl {

void fillIslandCombo(QComboBox *combo, const DesignLedger *ledger,
                     const std::optional<std::string> &named)
{
    QStringList ids;
    if (ledger) {
        for (const IslandReport &r : ledger->islands) {
            if (!r.id.empty())
                ids << QString::fromStdString(r.id);
        }
    }
    const QString name = QString::fromStdString(named.value_or(""));
    if (!name.isEmpty() && !ids.contains(name))
        ids << name;
    while (combo->count() > 1)
        combo->removeItem(1);
    for (const QString &id : ids)
        combo->addItem(id, id);
    combo->setCurrentIndex(std::max(0, combo->findData(name)));
    combo->setEnabled(combo->count() > 2 || !name.isEmpty());
}

} // namespace cl
