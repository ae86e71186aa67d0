// SPDX-License-Identifier: GPL-3.0-or-later
#include "topologyview.h"

#include "catalog/catalog.h"
#include "document/document.h"
#include "text/ledgerformat.h"

#include <QMouseEvent>
#include <QPainter>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace cl {

namespace {
constexpr double kTierLabelWidth = 200;
constexpr double kMargin = 10;

QStringList idList(const std::vector<std::string> &members)
{
    QStringList ids;
    for (const std::string &id : members)
        ids << QString::fromStdString(id);
    return ids;
}

/** Whether a box's members are selected: the selection as a set, made once per paint (a hall
 *  selects thousands of trays). */
bool anySelected(const std::vector<std::string> &members, const QSet<QString> &selection)
{
    return std::any_of(members.begin(), members.end(), [&](const std::string &id) {
        return selection.contains(QString::fromStdString(id));
    });
}
} // namespace

TopologyView::TopologyView(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
{
    setObjectName(QStringLiteral("topologyView"));
    // A 50,000-cable hall takes 13 ms to summarise: only while the view is on screen, and a
    // moment after the edit, once the canvas and the summary have shown it (at 16k GPUs their
    // frame is 70 ms after the key; a burst of edits summarises once).
    mLater.setSingleShot(true);
    mLater.setInterval(kAfterEditMs);
    connect(&mLater, &QTimer::timeout, this, [this] {
        if (mStale && isVisible())
            rebuild();
    });
    connect(document, &Document::changed, this, [this](const ChangeEvent &event) {
        mStale = true;
        if (!isVisible())
            return; // made when shown
        if (event.isEverything())
            rebuild(); // another design: all of the window draws again anyway
        else
            mLater.start();
    });
    connect(document, &Document::selectionChanged, this, qOverload<>(&QWidget::update));
}

void TopologyView::rebuild()
{
    mStale = false;
    mSummary = summariseTopology(mDocument->design(), mDocument->catalog());
    layoutBoxes();
    update();
}

void TopologyView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (mStale)
        rebuild();
}

void TopologyView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutBoxes();
}

int TopologyView::rowCount() const
{
    return mSummary.tiers + 1 + (mSummary.scaleUp.empty() ? 0 : 1);
}

double TopologyView::rowTop(int tier) const
{
    // Tier -1 is the scale-up row at the bottom, when there is one; the core is on top.
    const int fromBottom = tier + (mSummary.scaleUp.empty() ? 0 : 1);
    const double rowHeight = (height() - 2 * kMargin) / std::max(1, rowCount());
    return kMargin + (rowCount() - 1 - fromBottom) * rowHeight;
}

void TopologyView::layoutBoxes()
{
    mBoxes.assign(mSummary.groups.size(), QRectF());
    mScaleUpBoxes.assign(mSummary.scaleUp.size(), QRectF());
    const double rowHeight = (height() - 2 * kMargin) / std::max(1, rowCount());
    const double left = kMargin + kTierLabelWidth;
    const double width = std::max(10.0, this->width() - left - kMargin);
    auto place = [&](std::vector<QRectF> &boxes, const std::vector<std::size_t> &in, int tier) {
        // Boxes share the row's width.
        const double y = rowTop(tier) + rowHeight * 0.2;
        const double slot = width / double(in.size());
        const double boxW = std::min(tier < 0 ? 320.0 : 150.0, slot * 0.85);
        for (std::size_t k = 0; k < in.size(); ++k)
            boxes[in[k]] = QRectF(left + slot * (k + 0.5) - boxW / 2, y, boxW, rowHeight * 0.5);
    };
    if (!mSummary.scaleUp.empty()) {
        std::vector<std::size_t> all(mSummary.scaleUp.size());
        for (std::size_t k = 0; k < all.size(); ++k)
            all[k] = k;
        place(mScaleUpBoxes, all, -1);
    }
    for (int tier = 0; tier <= mSummary.tiers; ++tier) {
        std::vector<std::size_t> in;
        for (std::size_t g = 0; g < mSummary.groups.size(); ++g)
            if (mSummary.groups[g].tier == tier)
                in.push_back(g);
        if (!in.empty())
            place(mBoxes, in, tier);
    }
}

QString TopologyView::scaleUpBoxLabel(const ScaleUpKind &k) const
{
    const CatalogEntry *server = k.rackScale ? nullptr : mDocument->catalog().server(k.system);
    const QString name = server ? display::partName(*server) : QString::fromStdString(k.system);
    return tr("%1 × %2").arg(display::number(k.domains), name) + QLatin1Char('\n')
           + tr("%1 GPUs each · %2 %3 per GPU")
                 .arg(display::number(k.largest), display::bytesPerSecond(k.bytesPerSPerGpu),
                      QString::fromStdString(k.link));
}

QString TopologyView::scaleUpLabel() const
{
    int domains = 0, gpus = 0;
    for (const ScaleUpKind &k : mSummary.scaleUp) {
        domains += k.domains;
        gpus += k.gpus;
    }
    return tr("Scale-up (inside a domain)") + QLatin1Char('\n')
           + tr("%n domain(s)", nullptr, domains) + QLatin1Char('\n')
           + tr("GPUs: %1").arg(display::number(gpus));
}

QString TopologyView::groupLabel(const TopologyGroup &g) const
{
    const int n = int(g.members.size());
    switch (g.tier) {
    case 0:
        return tr("Servers: %1").arg(n) + QLatin1Char('\n') + tr("GPUs: %1").arg(g.gpus);
    case 1:
        return tr("Leaves: %1").arg(n);
    case 2:
        return tr("Spines: %1").arg(n);
    default:
        return tr("Cores: %1").arg(n);
    }
}

void TopologyView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    paintScaleUp(p);
    if (mSummary.tiers == 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        const QRectF above(0, 0, width(), mSummary.scaleUp.empty() ? height() : rowTop(-1));
        p.drawText(above, Qt::AlignCenter,
                   tr("No compute switches yet: Tools → Build Fabric lays them out"));
        return;
    }
    // Smooth lines cost 10x: kept for a few bundles, dropped for a hall of them.
    p.setRenderHint(QPainter::Antialiasing, mSummary.bundles.size() <= 80);
    // Bundles first, under the boxes: wider for more cables, counted where they stay legible.
    const bool labelled = mSummary.bundles.size() <= 80;
    for (const TopologyBundle &b : mSummary.bundles) {
        const QRectF &from = mBoxes[b.from], &to = mBoxes[b.to];
        if (from.isNull() || to.isNull())
            continue;
        const QPointF a(from.center().x(), from.top()), c(to.center().x(), to.bottom());
        p.setPen(
            QPen(QColor(0x2f, 0x5d, 0x8a, 150), std::clamp(std::log2(b.cables + 1.0), 1.0, 6.0)));
        p.drawLine(a, c);
        if (labelled) {
            p.setPen(QColor(0x30, 0x30, 0x30));
            p.drawText(QRectF((a + c) / 2 - QPointF(30, 8), QSizeF(60, 16)), Qt::AlignCenter,
                       display::number(b.cables));
        }
    }
    const QList<QString> chosen = mDocument->selection();
    const QSet<QString> selection(chosen.begin(), chosen.end());
    for (std::size_t g = 0; g < mSummary.groups.size(); ++g) {
        const TopologyGroup &group = mSummary.groups[g];
        const bool selected = anySelected(group.members, selection);
        static const QColor fills[] = {QColor(0x2f, 0x5d, 0x8a), QColor(0x2e, 0x7d, 0x6b),
                                       QColor(0x5b, 0x6b, 0x7d), QColor(0x7a, 0x5c, 0x8a)};
        p.setBrush(fills[std::clamp(group.tier, 0, 3)]);
        p.setPen(QPen(selected ? QColor(0xf2, 0xa9, 0x00) : Qt::black, selected ? 3 : 1));
        p.drawRoundedRect(mBoxes[g], 4, 4);
        if (mBoxes[g].width() > 50) {
            p.setPen(Qt::white);
            p.drawText(mBoxes[g], Qt::AlignCenter, groupLabel(group));
        }
    }
    drawTierLabels(p);
}

QString TopologyView::tierLabel(int tier) const
{
    // The tier's totals: what it holds, in how many boxes, and the cables it sends up. At
    // 16,384 GPUs the boxes are too narrow for their own labels; this column still reads.
    int members = 0, groups = 0, gpus = 0, cablesUp = 0;
    for (const TopologyGroup &g : mSummary.groups) {
        if (g.tier == tier) {
            members += int(g.members.size());
            gpus += g.gpus;
            ++groups;
        }
    }
    for (const TopologyBundle &b : mSummary.bundles)
        cablesUp += mSummary.groups[b.from].tier == tier ? b.cables : 0;
    QStringList lines;
    switch (tier) {
    case 0:
        lines << tr("Servers: %1 in %n group(s)", nullptr, groups).arg(display::number(members))
              << tr("GPUs: %1").arg(display::number(gpus));
        break;
    case 1:
        lines << tr("Leaves: %1 in %n group(s)", nullptr, groups).arg(display::number(members));
        break;
    case 2:
        lines << tr("Spines: %1 in %n group(s)", nullptr, groups).arg(display::number(members));
        break;
    default:
        lines << tr("Cores: %1 in %n group(s)", nullptr, groups).arg(display::number(members));
        break;
    }
    const int rows = mSummary.tiers + 1;
    if (tier >= 1 && tier < rows - 1 && mSummary.oversubscription[tier - 1] > 0)
        lines << tr("%1:1 to the tier above")
                     .arg(display::number(mSummary.oversubscription[tier - 1], 1));
    if (cablesUp > 0)
        lines << tr("Cables up: %1").arg(display::number(cablesUp));
    return lines.join(QLatin1Char('\n'));
}

void TopologyView::drawTierLabels(QPainter &p) const
{
    p.setPen(palette().color(QPalette::Text));
    const double rowHeight = (height() - 2 * kMargin) / std::max(1, rowCount());
    for (int tier = 0; tier <= mSummary.tiers; ++tier)
        p.drawText(QRectF(kMargin, rowTop(tier), kTierLabelWidth - 8, rowHeight),
                   Qt::AlignLeft | Qt::AlignVCenter, tierLabel(tier));
}

void TopologyView::paintScaleUp(QPainter &p) const
{
    if (mSummary.scaleUp.empty())
        return;
    // The scale-up side under a dashed line: NVLink / UB inside each domain, apart from the
    // network (scale-out) above it, in the teal the canvas outlines domains with.
    const QColor teal(0x0b, 0x72, 0x85);
    const double top = rowTop(-1);
    const double rowHeight = (height() - 2 * kMargin) / std::max(1, rowCount());
    p.setPen(QPen(teal, 1, Qt::DashLine));
    p.drawLine(QPointF(kMargin, top), QPointF(width() - kMargin, top));
    p.setPen(teal);
    p.drawText(QRectF(kMargin, top - 16, kTierLabelWidth, 14), Qt::AlignLeft | Qt::AlignBottom,
               tr("Scale-out (network) ↑"));
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRectF(kMargin, top, kTierLabelWidth - 8, rowHeight),
               Qt::AlignLeft | Qt::AlignVCenter, scaleUpLabel());
    const QList<QString> chosen = mDocument->selection();
    const QSet<QString> selection(chosen.begin(), chosen.end());
    for (std::size_t k = 0; k < mSummary.scaleUp.size(); ++k) {
        const ScaleUpKind &kind = mSummary.scaleUp[k];
        const bool selected = anySelected(kind.members, selection);
        p.setBrush(kind.rackScale ? teal : teal.lighter(150));
        p.setPen(QPen(selected ? QColor(0xf2, 0xa9, 0x00) : Qt::black, selected ? 3 : 1));
        p.drawRoundedRect(mScaleUpBoxes[k], 4, 4);
        if (mScaleUpBoxes[k].width() > 60) {
            p.setPen(Qt::white);
            p.drawText(mScaleUpBoxes[k], Qt::AlignCenter, scaleUpBoxLabel(kind));
        }
    }
}

void TopologyView::mousePressEvent(QMouseEvent *event)
{
    if (mStale) { // in the moment after an edit: draw the design as it is, pick nothing unseen
        rebuild();
        return;
    }
    for (std::size_t k = 0; k < mScaleUpBoxes.size(); ++k)
        if (mScaleUpBoxes[k].contains(event->position()))
            return mDocument->setSelection(idList(mSummary.scaleUp[k].members));
    for (std::size_t g = 0; g < mBoxes.size(); ++g)
        if (mBoxes[g].contains(event->position()))
            return mDocument->setSelection(idList(mSummary.groups[g].members));
    mDocument->setSelection({});
}

} // namespace cl
