// SPDX-License-Identifier: GPL-3.0-or-later
// A Gantt chart of jobs over days: one lane per row (an island, the cloud), each bar a job with
// its P10-P90 whisker, a deadline tick (green when met, red when missed) and a hover text, and a
// utilisation strip per lane under the bars, week by week. Knows nothing of designs.
#pragma once

#include <QColor>
#include <QString>
#include <QVector>
#include <QWidget>

#include <optional>

namespace clw {

struct GanttBar
{
    int lane = 0;
    double start = 0, end = 0; ///< days
    double p10 = 0, p90 = 0;
    std::optional<double> deadline;
    bool deadlineMet = true;
    QColor colour;
    QString label;
    QString toolTip;
};

struct GanttLane
{
    QString label;
    QVector<double> weeklyUtilisation; ///< 0-1 per week; empty: no strip
};

class GanttChart : public QWidget
{
    Q_OBJECT

public:
    explicit GanttChart(QWidget *parent = nullptr);

    void setData(QVector<GanttLane> lanes, QVector<GanttBar> bars, double horizonDays);
    const QVector<GanttBar> &bars() const { return mBars; }
    const QVector<GanttLane> &lanes() const { return mLanes; }
    /** Where a bar is drawn (widget coordinates), for hit tests and tests. */
    QRectF barRect(int index) const;
    /** The bar under a point; -1 for none. */
    int barAt(const QPointF &point) const;
    double horizonDays() const { return mHorizon; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Layout
    {
        double left, right, top, axis, laneHeight, barHeight, stripHeight;
    };
    Layout layout() const;
    double xOf(double day, const Layout &l) const;
    /** Sub-rows within a lane so that bars overlapping in time do not overlap on screen. */
    void assignTracks();

    QVector<GanttLane> mLanes;
    QVector<GanttBar> mBars;
    QVector<int> mTrack; ///< per bar: its sub-row within its lane
    QVector<int> mTracks; ///< per lane: how many sub-rows
    double mHorizon = 1;
};

} // namespace clw
