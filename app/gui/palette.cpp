// SPDX-License-Identifier: GPL-3.0-or-later
#include "palette.h"

#include "canvas/clusterview.h"
#include "catalog/catalog.h"
#include "text/ledgerformat.h"

#include <QEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QPainter>
#include <QPainterPath>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cl {

namespace {

constexpr int kIdRole = Qt::UserRole;

/** The tree that hands out catalog ids when an entry is dragged. */
class CatalogTree : public QTreeWidget
{
public:
    using QTreeWidget::QTreeWidget;

protected:
    QMimeData *mimeData(const QList<QTreeWidgetItem *> &items) const override
    {
        if (items.isEmpty() || items.first()->data(0, kIdRole).toString().isEmpty())
            return nullptr;
        auto *data = new QMimeData;
        data->setData(QLatin1String(canvas::kCatalogMimeType),
                      items.first()->data(0, kIdRole).toString().toUtf8());
        data->setText(items.first()->data(0, kIdRole).toString());
        return data;
    }
};

/** A small glyph per category, drawn so that one icon set serves light and dark themes. */
QIcon categoryIcon(int category)
{
    QPixmap pm(20, 20);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor colours[]
        = {QColor(0x55, 0x5b, 0x66), QColor(0x2f, 0x5d, 0x8a), QColor(0x76, 0xb9, 0x00),
           QColor(0x2e, 0x7d, 0x6b), QColor(0x8a, 0x6d, 0x2f), QColor(0x5a, 0x5f, 0x66),
           QColor(0x1e, 0x88, 0xe5), QColor(0x4f, 0xc3, 0xf7)};
    p.setPen(QPen(colours[category].darker(130), 1));
    p.setBrush(colours[category]);
    switch (category) {
    case 0: // rack
        p.drawRect(QRectF(5, 1.5, 10, 17));
        break;
    case 1: // GPU server
    case 5: // server
        p.drawRect(QRectF(1.5, 6, 17, 8));
        break;
    case 2: // GPU
        p.drawRect(QRectF(3, 4, 14, 12));
        break;
    case 3: // switch
        p.drawRect(QRectF(1.5, 7, 17, 6));
        p.setPen(Qt::white);
        for (int x = 4; x < 18; x += 3)
            p.drawPoint(x, 10);
        break;
    case 4: // PDU
        p.drawRect(QRectF(7, 1.5, 6, 17));
        break;
    case 7: { // CDU: a box with a water wave
        p.drawRect(QRectF(1.5, 4, 17, 12));
        QPainterPath wave(QPointF(4, 10));
        wave.cubicTo(QPointF(6.5, 6.5), QPointF(8.5, 13.5), QPointF(10, 10));
        wave.cubicTo(QPointF(11.5, 6.5), QPointF(13.5, 13.5), QPointF(16, 10));
        p.setPen(QPen(Qt::white, 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawPath(wave);
        break;
    }
    default: // cable
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(colours[6], 2));
        p.drawArc(QRectF(3, 3, 14, 14), 30 * 16, 300 * 16);
        break;
    }
    return QIcon(pm);
}

} // namespace

Palette::Palette(const Catalog &catalog, QWidget *parent)
    : QWidget(parent)
    , mCatalog(catalog)
{
    setObjectName(QStringLiteral("palette"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    mSearch = new QLineEdit(this);
    mSearch->setObjectName(QStringLiteral("paletteSearch"));
    mSearch->setClearButtonEnabled(true);
    mTree = new CatalogTree(this);
    mTree->setObjectName(QStringLiteral("paletteTree"));
    mTree->setHeaderHidden(true);
    mTree->setDragEnabled(true);
    mTree->setDragDropMode(QAbstractItemView::DragOnly);
    mTree->setRootIsDecorated(true);
    layout->addWidget(mSearch);
    layout->addWidget(mTree);
    connect(mSearch, &QLineEdit::textChanged, this, &Palette::setFilter);
    connect(mTree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString id = item->data(0, kIdRole).toString();
        if (!id.isEmpty())
            emit entryActivated(id);
    });
    rebuild();
}

void Palette::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

void Palette::rebuild()
{
    mSearch->setPlaceholderText(tr("Search the catalog…"));
    mTree->clear();
    auto category = [&](int icon, const QString &title) {
        auto *item = new QTreeWidgetItem(mTree, {title});
        item->setIcon(0, categoryIcon(icon));
        item->setFlags(Qt::ItemIsEnabled);
        return item;
    };
    auto entry
        = [&](QTreeWidgetItem *parent, int icon, const CatalogEntry &e, const QString &detail) {
              auto *item = new QTreeWidgetItem(parent, {display::partName(e)});
              item->setData(0, kIdRole, QString::fromStdString(e.id));
              item->setIcon(0, categoryIcon(icon));
              item->setToolTip(0, QStringLiteral("%1\n%2\n%3")
                                      .arg(QString::fromStdString(e.id), detail,
                                           QString::fromStdString(e.source.document)));
          };
    QTreeWidgetItem *racks = category(0, tr("Racks"));
    for (const auto &[id, r] : mCatalog.racks)
        entry(
            racks, 0, r,
            r.liquidLimitW
                ? tr("%1U, cooling up to %2 kW, %3 kW of it to liquid")
                      .arg(r.u)
                      .arg(r.coolingLimitW.value_or(0) / 1000)
                      .arg(*r.liquidLimitW / 1000)
                : tr("%1U, cooling up to %2 kW").arg(r.u).arg(r.coolingLimitW.value_or(0) / 1000));
    QTreeWidgetItem *gpuServers = category(1, tr("GPU servers"));
    QTreeWidgetItem *servers = category(5, tr("Servers"));
    for (const auto &[id, s] : mCatalog.servers)
        entry(s.gpuServer ? gpuServers : servers, s.gpuServer ? 1 : 5, s,
              tr("%1U, %2 kW max").arg(s.u).arg(s.maxW / 1000));
    QTreeWidgetItem *gpus = category(2, tr("GPUs"));
    for (const auto &[id, g] : mCatalog.gpus)
        entry(gpus, 2, g, QString::fromStdString(g.formFactor));
    QTreeWidgetItem *switches = category(3, tr("Switches"));
    for (const auto &[id, s] : mCatalog.switches)
        entry(switches, 3, s, tr("%1U, %2 kW max").arg(s.u).arg(s.maxW / 1000));
    QTreeWidgetItem *pdus = category(4, tr("PDUs"));
    for (const auto &[id, p] : mCatalog.pdus)
        entry(pdus, 4, p, tr("%1 V, %2 A").arg(p.voltageV).arg(p.amps));
    QTreeWidgetItem *cdus = category(7, tr("Coolant distribution units"));
    for (const auto &[id, u] : mCatalog.cdus)
        entry(cdus, 7, u,
              u.mount == CduMount::InRow ? tr("in-row, %1 kW at %2 °C facility water")
                                               .arg(u.capacityW / 1000)
                                               .arg(u.facilitySupplyC)
                                         : tr("in-rack %1U, %2 kW at %3 °C facility water")
                                               .arg(u.u)
                                               .arg(u.capacityW / 1000)
                                               .arg(u.facilitySupplyC));
    QTreeWidgetItem *cables = category(6, tr("Cables and optics"));
    for (const auto &[id, c] : mCatalog.cables)
        entry(cables, 6, c, tr("draw cables with the connect tool"));
    for (const auto &[id, t] : mCatalog.transceivers)
        entry(cables, 6, t, tr("draw cables with the connect tool"));
    mTree->expandAll();
    setFilter(mSearch->text());
}

void Palette::setFilter(const QString &text)
{
    for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *category = mTree->topLevelItem(i);
        int shown = 0;
        for (int k = 0; k < category->childCount(); ++k) {
            QTreeWidgetItem *item = category->child(k);
            const bool match
                = text.isEmpty() || item->text(0).contains(text, Qt::CaseInsensitive)
                  || item->data(0, kIdRole).toString().contains(text, Qt::CaseInsensitive);
            item->setHidden(!match);
            shown += match;
        }
        category->setHidden(shown == 0);
    }
}

} // namespace cl
