// SPDX-License-Identifier: GPL-3.0-or-later
#include "ganttchart.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace clw {

namespace {

/** A round step for the day axis: about `ticks` ticks over the horizon. */
double dayStep(double horizon, int ticks)
{
    const double raw = horizon / std::max(1, ticks);
    for (double s : {1.0, 2.0, 7.0, 14.0, 30.0, 60.0, 90.0, 180.0, 365.0})
        if (s >= raw)
            return s;
    return 365.0 * std::ceil(raw / 365.0);
}

} // namespace

GanttChart::GanttChart(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void GanttChart::setData(QVector<GanttLane> lanes, QVector<GanttBar> bars, double horizonDays)
{
    mLanes = std::move(lanes);
    mBars = std::move(bars);
    mHorizon = std::max(1.0, horizonDays);
    for (const GanttBar &b : mBars)
        mHorizon = std::max({mHorizon, b.p90, b.deadline.value_or(0.0)});
    assignTracks();
    updateGeometry();
    update();
}

void GanttChart::assignTracks()
{
    mTrack = QVector<int>(mBars.size(), 0);
    mTracks = QVector<int>(mLanes.size(), 1);
    QVector<int> order(mBars.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return mBars[a].start < mBars[b].start; });
    QVector<QVector<double>> ends(mLanes.size()); // per lane, per track: the last bar's end
    for (int i : order) {
        const int lane = mBars[i].lane;
        if (lane < 0 || lane >= mLanes.size())
            continue;
        auto &tracks = ends[lane];
        int t = 0;
        while (t < tracks.size() && tracks[t] > mBars[i].start + 1e-9)
            ++t;
        if (t == tracks.size())
            tracks.push_back(0);
        tracks[t] = std::max(mBars[i].end, mBars[i].p90);
        mTrack[i] = t;
        mTracks[lane] = std::max(mTracks[lane], int(tracks.size()));
    }
}

GanttChart::Layout GanttChart::layout() const
{
    const QFontMetricsF fm(font());
    double labelWidth = 0;
    for (const GanttLane &l : mLanes)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(l.label));
    Layout L;
    L.left = std::min(labelWidth + 12, width() * 0.3);
    L.right = width() - 12;
    L.top = 4;
    L.axis = fm.height() + 6;
    L.barHeight = fm.height() + 6;
    L.stripHeight = fm.height() * 0.6;
    L.laneHeight = 0; // per lane: tracks x bar + strip (see barRect)
    return L;
}

double GanttChart::xOf(double day, const Layout &l) const
{
    return l.left + (l.right - l.left) * day / mHorizon;
}

QRectF GanttChart::barRect(int index) const
{
    const Layout L = layout();
    const GanttBar &b = mBars[index];
    double y = L.top + L.axis;
    for (int lane = 0; lane < b.lane; ++lane)
        y += mTracks[lane] * L.barHeight + L.stripHeight + 8;
    y += mTrack[index] * L.barHeight;
    const double x0 = xOf(b.start, L), x1 = std::max(xOf(b.end, L), x0 + 2);
    return QRectF(x0, y + 2, x1 - x0, L.barHeight - 4);
}

int GanttChart::barAt(const QPointF &point) const
{
    for (int i = 0; i < mBars.size(); ++i)
        if (barRect(i).adjusted(-2, -2, 2, 2).contains(point))
            return i;
    return -1;
}

QSize GanttChart::sizeHint() const
{
    return QSize(640, minimumSizeHint().height());
}

QSize GanttChart::minimumSizeHint() const
{
    const Layout L = layout();
    double h = L.top + L.axis;
    for (int lane = 0; lane < mLanes.size(); ++lane)
        h += mTracks.value(lane, 1) * L.barHeight + L.stripHeight + 8;
    return QSize(160, int(std::ceil(h)) + 4);
}

void GanttChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const Layout L = layout();
    const QPalette pal = palette();
    const QFontMetricsF fm(font());
    // Day axis: ticks and a faint grid down the lanes.
    const double step = dayStep(mHorizon, std::max(2, int((L.right - L.left) / 70)));
    const double bottom = minimumSizeHint().height() - 4;
    for (double d = 0; d <= mHorizon + 1e-9; d += step) {
        const double x = xOf(d, L);
        p.setPen(QPen(pal.color(QPalette::Mid), 0.5, Qt::DotLine));
        p.drawLine(QPointF(x, L.top + L.axis - 2), QPointF(x, bottom));
        p.setPen(pal.color(QPalette::WindowText));
        const QString text = QString::number(d, 'f', 0);
        p.drawText(QPointF(x - fm.horizontalAdvance(text) / 2, L.top + fm.ascent()), text);
    }
    double y = L.top + L.axis;
    for (int lane = 0; lane < mLanes.size(); ++lane) {
        const double laneBars = mTracks[lane] * L.barHeight;
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRectF(0, y, L.left - 6, laneBars), Qt::AlignRight | Qt::AlignVCenter,
                   fm.elidedText(mLanes[lane].label, Qt::ElideMiddle, L.left - 6));
        // The lane's utilisation, week by week: darker is busier.
        const auto &weeks = mLanes[lane].weeklyUtilisation;
        for (int w = 0; w < weeks.size(); ++w) {
            const double x0 = xOf(7.0 * w, L), x1 = xOf(std::min(7.0 * (w + 1), mHorizon), L);
            QColor c = pal.color(QPalette::Highlight);
            c.setAlphaF(0.15 + 0.85 * std::clamp(weeks[w], 0.0, 1.0));
            p.fillRect(QRectF(x0, y + laneBars + 2, std::max(0.0, x1 - x0 - 1), L.stripHeight), c);
        }
        y += laneBars + L.stripHeight + 8;
    }
    for (int i = 0; i < mBars.size(); ++i) {
        const GanttBar &b = mBars[i];
        const QRectF r = barRect(i);
        // P10-P90 whisker behind the bar.
        p.setPen(QPen(b.colour.darker(140), 1.5));
        const double mid = r.center().y();
        p.drawLine(QPointF(xOf(b.p10, L), mid), QPointF(xOf(b.p90, L), mid));
        p.drawLine(QPointF(xOf(b.p90, L), mid - 4), QPointF(xOf(b.p90, L), mid + 4));
        p.setPen(Qt::NoPen);
        p.setBrush(b.colour);
        p.drawRoundedRect(r, 3, 3);
        const QColor text = b.colour.lightnessF() > 0.6 ? Qt::black : Qt::white;
        p.setPen(text);
        p.drawText(r.adjusted(4, 0, -2, 0), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(b.label, Qt::ElideRight, std::max(0.0, r.width() - 6)));
        if (b.deadline) {
            const double x = xOf(*b.deadline, L);
            p.setPen(QPen(b.deadlineMet ? QColor(0x2e, 0x8b, 0x57) : QColor(0xc6, 0x28, 0x28), 2));
            p.drawLine(QPointF(x, r.top() - 2), QPointF(x, r.bottom() + 2));
        }
    }
}

bool GanttChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int i = barAt(help->pos());
        if (i >= 0)
            QToolTip::showText(help->globalPos(), mBars[i].toolTip, this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace clw
