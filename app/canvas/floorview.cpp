// SPDX-License-Identifier: GPL-3.0-or-later
#include "floorview.h"

#include "catalog/catalog.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "report/powergauge.h"
#include "text/ledgerformat.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <map>

namespace cl {

namespace {
constexpr double kMarginPx = 16;
} // namespace

FloorView::FloorView(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
{
    setObjectName(QStringLiteral("floorView"));
    setMouseTracking(true);
    connect(document, &Document::changed, this, [this] {
        layoutFloor();
        update();
    });
    connect(document, &Document::selectionChanged, this, qOverload<>(&QWidget::update));
    layoutFloor();
}

void FloorView::setLedger(std::shared_ptr<const DesignLedger> ledger)
{
    mLedger = std::move(ledger);
    layoutFloor();
    update();
}

void FloorView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutFloor();
}

void FloorView::layoutFloor()
{
    mFootprints.clear();
    mAisles.clear();
    mTrays.clear();
    const Design &d = mDocument->design();
    if (d.racks.empty())
        return;
    // Metres on the floor: a rack's place along its row by the widths before it, rows at the
    // site's pitch.
    std::map<int, std::vector<const Rack *>> rows;
    for (const Rack &r : d.racks)
        rows[r.row].push_back(&r);
    std::map<std::string, double> fraction;
    if (mLedger) {
        for (const RackReport &r : mLedger->racks)
            fraction[r.id] = r.load.usableW > 0 ? r.load.maxW / r.load.usableW : 0.0;
    }
    struct Metric
    {
        const Rack *rack;
        QRectF m;
    };
    std::vector<Metric> placed;
    double width = 0, depth = 0;
    const double pitch = d.site.floor.rowPitchM;
    for (auto &[row, racks] : rows) {
        std::sort(racks.begin(), racks.end(),
                  [](const Rack *a, const Rack *b) { return a->position < b->position; });
        for (const Rack *r : racks) {
            const RackModel *model = mDocument->catalog().rack(r->model);
            const double w = model ? model->widthMm / 1000.0 : 0.6;
            const double dep = model ? model->depthMm / 1000.0 : 1.2;
            placed.push_back({r, QRectF(r->position * w, row * pitch, w, dep)});
            width = std::max(width, (r->position + 1) * w);
            depth = std::max(depth, row * pitch + dep);
        }
    }
    const double availW = std::max(1.0, this->width() - 2 * kMarginPx);
    const double availH = std::max(1.0, height() - 2 * kMarginPx);
    mScale = std::min(availW / std::max(width, 1.0), availH / std::max(depth, 1.0));
    auto toWidget = [&](const QRectF &m) {
        return QRectF(kMarginPx + m.x() * mScale, kMarginPx + m.y() * mScale, m.width() * mScale,
                      m.height() * mScale);
    };
    for (const Metric &p : placed) {
        const auto f = fraction.find(p.rack->id);
        mFootprints.push_back({QString::fromStdString(p.rack->id),
                               QString::fromStdString(p.rack->name), toWidget(p.m),
                               f == fraction.end() ? 0.0 : f->second});
    }
    // Aisles between consecutive rows; the overhead tray runs along each row's back edge.
    const int last = rows.rbegin()->first;
    for (int row = rows.begin()->first; row <= last; ++row) {
        const double dep = 1.2;
        mTrays.push_back(toWidget(QRectF(0, row * pitch + dep - 0.05, width, 0.1)));
        if (row < last)
            mAisles.push_back(toWidget(QRectF(0, row * pitch + dep, width, pitch - dep)));
    }
}

void FloorView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const Design &d = mDocument->design();
    if (mFootprints.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No racks on the floor yet"));
        return;
    }
    // Aisles alternate front (cold) and back (hot) when rows face each other in pairs.
    for (std::size_t i = 0; i < mAisles.size(); ++i) {
        // Row 0 faces row 1 across a cold aisle, then backs face across a hot one, and so on.
        const bool cold = i % 2 == 0;
        QColor c = cold ? QColor(0xdc, 0xe9, 0xf7) : QColor(0xf7, 0xe3, 0xdc);
        const bool contained
            = d.site.floor.containment == (cold ? Containment::Cold : Containment::Hot);
        if (!contained)
            c = c.lighter(106);
        p.fillRect(mAisles[i], c);
        const QString label = (cold ? tr("cold aisle") : tr("hot aisle"))
                              + (contained ? tr(" (contained)") : QString());
        if (mAisles[i].height() > p.fontMetrics().height()
            && mAisles[i].width() > p.fontMetrics().horizontalAdvance(label) + 8) {
            p.setPen(QColor(0x60, 0x60, 0x60));
            p.drawText(mAisles[i], Qt::AlignCenter, label);
        }
    }
    p.setPen(QPen(QColor(0x80, 0x80, 0x80), 1, Qt::DashLine));
    for (const QRectF &t : mTrays)
        p.drawLine(t.left(), t.center().y(), t.right(), t.center().y());
    const QStringList selection = mDocument->selection();
    for (const Footprint &f : mFootprints) {
        p.setBrush(mLedger ? loadColor(f.fraction) : QColor(0xd0, 0xd4, 0xda));
        const bool selected = selection.contains(f.rackId);
        p.setPen(QPen(selected ? QColor(0x1e, 0x6f, 0xd9) : QColor(0x30, 0x30, 0x30),
                      selected ? 2.5 : 0.8));
        p.drawRect(f.rect);
        // The rack's name and load where there is room for them.
        if (f.rect.width() > 36 && f.rect.height() > 2.2 * p.fontMetrics().height()) {
            p.setPen(Qt::black);
            const QRectF inner = f.rect.adjusted(3, 2, -3, -2);
            p.drawText(inner, Qt::AlignTop | Qt::AlignHCenter,
                       p.fontMetrics().elidedText(f.name, Qt::ElideRight, int(inner.width())));
            if (mLedger)
                p.drawText(inner, Qt::AlignBottom | Qt::AlignHCenter,
                           display::percent(f.fraction, 0));
        }
    }
}

const FloorView::Footprint *FloorView::footprintAt(const QPointF &pos) const
{
    for (const Footprint &f : mFootprints) {
        if (f.rect.adjusted(-1, -1, 1, 1).contains(pos))
            return &f;
    }
    return nullptr;
}

void FloorView::mousePressEvent(QMouseEvent *event)
{
    if (const Footprint *f = footprintAt(event->position()))
        mDocument->setSelection({f->rackId});
    else
        mDocument->setSelection({});
}

bool FloorView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const Footprint *f = footprintAt(help->pos());
        if (!f) {
            QToolTip::hideText();
            return true;
        }
        QString text = f->name;
        if (mLedger) {
            for (const RackReport &r : mLedger->racks) {
                if (QString::fromStdString(r.id) == f->rackId)
                    text += QStringLiteral("\n")
                            + tr("%1 of %2 usable")
                                  .arg(display::watts(r.load.maxW), display::watts(r.load.usableW));
            }
        }
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace cl
