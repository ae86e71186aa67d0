// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagnosticlist.h"

#include <QEvent>
#include <QHeaderView>
#include <QSettings>

namespace clw {

DiagnosticList::DiagnosticList(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("diagnosticList"));
    setRootIsDecorated(false);
    // Whole messages: the problem column takes the room and long messages wrap; the "where"
    // column keeps the width the user gave it, across runs.
    setUniformRowHeights(false);
    setWordWrap(true);
    setTextElideMode(Qt::ElideRight);
    setColumnCount(2);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setSectionResizeMode(1, QHeaderView::Interactive);
    const int saved = QSettings().value(QStringLiteral("diagnostics/whereWidth"), 0).toInt();
    if (saved > 0)
        header()->resizeSection(1, saved);
    connect(header(), &QHeaderView::sectionResized, this, [this](int section, int, int size) {
        if (section == 1 && !mRestoringWidths)
            QSettings().setValue(QStringLiteral("diagnostics/whereWidth"), size);
    });
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
        QString tip = row.text;
        if (!row.advice.isEmpty())
            tip += QLatin1String("\n\n") + row.advice;
        if (!row.code.isEmpty())
            tip += QLatin1String("\n[") + row.code + QLatin1Char(']');
        item->setToolTip(0, tip);
        item->setToolTip(1, tip);
        items.append(item);
    }
    addTopLevelItems(items);
    // The "where" column fits its names once, unless the user has set its width.
    if (QSettings().value(QStringLiteral("diagnostics/whereWidth"), 0).toInt() <= 0) {
        mRestoringWidths = true;
        resizeColumnToContents(1);
        mRestoringWidths = false;
    }
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
