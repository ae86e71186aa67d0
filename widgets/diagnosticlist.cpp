// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagnosticlist.h"

#include <QEvent>
#include <QHeaderView>

namespace clw {

DiagnosticList::DiagnosticList(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("diagnosticList"));
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setColumnCount(2);
    header()->setStretchLastSection(true);
    retranslate();
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString id = item->data(0, Qt::UserRole).toString();
        if (!id.isEmpty())
            emit objectActivated(id);
    });
}

void DiagnosticList::setRows(const QList<DiagnosticRow> &rows)
{
    mRows = rows;
    clear();
    QList<QTreeWidgetItem *> items;
    items.reserve(rows.size());
    for (const auto &row : rows) {
        auto *item = new QTreeWidgetItem({row.text, row.where});
        item->setIcon(0, severityIcon(row.level));
        item->setData(0, Qt::UserRole, row.objectId);
        item->setToolTip(0, row.code.isEmpty()
                                ? row.text
                                : row.text + QLatin1String("\n[") + row.code + QLatin1Char(']'));
        items.append(item);
    }
    addTopLevelItems(items);
    resizeColumnToContents(1);
}

int DiagnosticList::count(SeverityLevel level) const
{
    int n = 0;
    for (const auto &row : mRows)
        n += row.level == level ? 1 : 0;
    return n;
}

void DiagnosticList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTreeWidget::changeEvent(event);
}

void DiagnosticList::retranslate()
{
    setHeaderLabels({tr("Problem"), tr("Where")});
}

} // namespace clw
