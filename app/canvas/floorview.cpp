// SPDX-License-Identifier: GPL-3.0-or-later
#include "floorview.h"

#include "catalog/catalog.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "report/powergauge.h"
#include "text/ledgerformat.h"

#include <QFontInfo>
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
    mBands.clear();
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
    double width = 0;
    const double pitch = d.site.floor.rowPitchM;
    const int firstRow = rows.begin()->first;
    const int rowCount = rows.rbegin()->first - firstRow + 1;
    for (auto &[row, racks] : rows) {
        std::sort(racks.begin(), racks.end(),
                  [](const Rack *a, const Rack *b) { return a->position < b->position; });
        for (const Rack *r : racks) {
            const RackModel *model = mDocument->catalog().rack(r->model);
            const double w = model ? model->widthMm / 1000.0 : 0.6;
            const double dep = model ? model->depthMm / 1000.0 : 1.2;
            placed.push_back({r, QRectF(r->position * w, (row - firstRow) * pitch, w, dep)});
            width = std::max(width, (r->position + 1) * w);
        }
    }
    // A long hall (64 replicated units are 128 rows) folds into bands of rows side by side, as
    // many as fill the widget best; each band keeps its rows' pitch, so distances within a band
    // read true. Only the picture folds: cable lengths come from the rows as placed.
    const double labelPx = fontMetrics().height() + 4;
    const double availW = std::max(1.0, this->width() - 2 * kMarginPx);
    // A line at the bottom for the legend (what the colours and the dashes mean).
    const double availH = std::max(1.0, height() - 2 * kMarginPx - 2 * labelPx);
    mLegend = QRectF(kMarginPx, height() - kMarginPx - labelPx + 2, availW, labelPx - 2);
    const double gapM = std::max(2.0, 0.25 * width);
    // Bands hold whole pairs of rows (the two faces of an aisle), and the hall folds only when
    // that shows its racks a quarter larger or more.
    auto scaleFor = [&](int perBand) {
        const int bands = (rowCount + perBand - 1) / perBand;
        const double wideM = bands * width + (bands - 1) * gapM;
        const double deepM = (std::min(perBand, rowCount) - 1) * pitch + 1.2;
        return std::min(availW / std::max(wideM, 1.0), availH / deepM);
    };
    mRowsPerBand = rowCount;
    mScale = scaleFor(rowCount);
    const double unfolded = mScale;
    for (int perBand = 2; perBand < rowCount; perBand += 2) {
        const double scale = scaleFor(perBand);
        if (scale > mScale && scale >= 1.25 * unfolded) {
            mScale = scale;
            mRowsPerBand = perBand;
        }
    }
    auto bandOf = [&](double yM) {
        return int(std::floor(yM / pitch + 1e-9)) / mRowsPerBand;
    };
    auto toWidget = [&](const QRectF &m) {
        const int band = bandOf(m.y());
        const double x = band * (width + gapM) + m.x();
        const double y = m.y() - band * mRowsPerBand * pitch;
        return QRectF(kMarginPx + x * mScale, kMarginPx + labelPx + y * mScale, m.width() * mScale,
                      m.height() * mScale);
    };
    for (const Metric &p : placed) {
        const auto f = fraction.find(p.rack->id);
        mFootprints.push_back({QString::fromStdString(p.rack->id),
                               QString::fromStdString(p.rack->name), toWidget(p.m),
                               f == fraction.end() ? 0.0 : f->second});
    }
    // Aisles between consecutive rows of a band; the overhead tray runs along each row's back
    // edge. A folded hall names each band's rows above it.
    for (int i = 0; i < rowCount; ++i) {
        const double dep = 1.2;
        mTrays.push_back(toWidget(QRectF(0, i * pitch + dep - 0.05, width, 0.1)));
        if (i + 1 < rowCount && (i + 1) % mRowsPerBand != 0)
            mAisles.push_back(
                {toWidget(QRectF(0, i * pitch + dep, width, pitch - dep)), i % 2 == 0});
    }
    if (mRowsPerBand < rowCount) {
        for (int first = 0; first < rowCount; first += mRowsPerBand) {
            const QRectF top = toWidget(QRectF(0, first * pitch, width, 0.1));
            // The label may run over the gap to the next band.
            mBands.push_back({QRectF(top.left(), kMarginPx, (width + gapM) * mScale, labelPx),
                              firstRow + first + 1,
                              firstRow + std::min(rowCount, first + mRowsPerBand)});
        }
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
    // Aisles alternate front (cold) and back (hot) when rows face each other in pairs: row 0
    // faces row 1 across a cold aisle, then backs face across a hot one, and so on.
    for (const Aisle &aisle : mAisles) {
        QColor c = aisle.cold ? QColor(0xdc, 0xe9, 0xf7) : QColor(0xf7, 0xe3, 0xdc);
        const bool contained
            = d.site.floor.containment == (aisle.cold ? Containment::Cold : Containment::Hot);
        if (!contained)
            c = c.lighter(106);
        p.fillRect(aisle.rect, c);
        const QString label = (aisle.cold ? tr("cold aisle") : tr("hot aisle"))
                              + (contained ? tr(" (contained)") : QString());
        if (aisle.rect.height() > p.fontMetrics().height()
            && aisle.rect.width() > p.fontMetrics().horizontalAdvance(label) + 8) {
            p.setPen(QColor(0x60, 0x60, 0x60));
            p.drawText(aisle.rect, Qt::AlignCenter, label);
        }
    }
    p.setPen(palette().color(QPalette::Text));
    if (!mBands.empty()) {
        // Narrow bands: a smaller font before an elided label (down to 7 px).
        const Band &last = mBands.back();
        const QString widest = bandLabel(last);
        QFont font = p.font();
        const qreal fits = last.label.width() - 4;
        const int advance = p.fontMetrics().horizontalAdvance(widest);
        if (advance > fits) {
            font.setPixelSize(std::max(7, int(QFontInfo(font).pixelSize() * fits / advance)));
            p.setFont(font);
        }
    }
    for (const Band &band : mBands) {
        const QString label = bandLabel(band);
        p.drawText(band.label, Qt::AlignLeft | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(label, Qt::ElideRight, int(band.label.width())));
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
            // A name a little too wide is set smaller (down to 7 px) before it is elided: "SU1-R02"
            // reads, "SU1-..." does not.
            const QFont normal = p.font();
            const int advance = p.fontMetrics().horizontalAdvance(f.name);
            if (advance > inner.width()) {
                QFont smaller = normal;
                smaller.setPixelSize(
                    std::max(7, int(QFontInfo(normal).pixelSize() * inner.width() / advance)));
                p.setFont(smaller);
            }
            p.drawText(inner, Qt::AlignTop | Qt::AlignHCenter,
                       p.fontMetrics().elidedText(f.name, Qt::ElideRight, int(inner.width())));
            p.setFont(normal);
            if (mLedger)
                p.drawText(inner, Qt::AlignBottom | Qt::AlignHCenter,
                           display::percent(f.fraction, 0));
        }
    }
    paintLegend(p);
}

QString FloorView::bandLabel(const Band &band) const
{
    return band.firstRow == band.lastRow ? tr("Row %1").arg(band.firstRow)
                                         : tr("Rows %1–%2").arg(band.firstRow).arg(band.lastRow);
}

/** What the colours and the dashes mean, on one line under the floor: the load of each rack
 *  against its usable power (with a ledger), the aisles and the overhead tray. */
void FloorView::paintLegend(QPainter &p)
{
    struct Key
    {
        QColor color;
        QString text;
        bool dashed = false;
    };
    std::vector<Key> keys;
    if (mLedger) {
        keys.push_back({loadColor(0.3), tr("under 60 % of usable power")});
        keys.push_back({loadColor(0.7), tr("60–80 %")});
        keys.push_back({loadColor(0.9), tr("80–100 %")});
        keys.push_back({loadColor(1.1), tr("over")});
    }
    keys.push_back({QColor(0xdc, 0xe9, 0xf7), tr("cold aisle")});
    keys.push_back({QColor(0xf7, 0xe3, 0xdc), tr("hot aisle")});
    keys.push_back({QColor(0x80, 0x80, 0x80), tr("cable tray"), true});
    QFont font = p.font();
    font.setPixelSize(std::max(8, QFontInfo(font).pixelSize() - 1));
    p.setFont(font);
    const QFontMetrics fm(font);
    const qreal box = std::min(mLegend.height() - 2, qreal(fm.height()) - 2);
    qreal x = mLegend.left();
    for (const Key &k : keys) {
        const qreal w = box + 4 + fm.horizontalAdvance(k.text) + 12;
        if (x + w > mLegend.right())
            break; // a narrow view shows the first keys, never a clipped one
        const QRectF swatch(x, mLegend.center().y() - box / 2, box, box);
        if (k.dashed) {
            p.setPen(QPen(k.color, 1, Qt::DashLine));
            p.drawLine(QPointF(swatch.left(), swatch.center().y()),
                       QPointF(swatch.right(), swatch.center().y()));
        } else {
            p.setPen(QPen(QColor(0x80, 0x80, 0x80), 0.8));
            p.setBrush(k.color);
            p.drawRect(swatch);
        }
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(swatch.right() + 4, mLegend.top(), w, mLegend.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, k.text);
        x += w;
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
