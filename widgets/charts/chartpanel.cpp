// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartpanel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <limits>

namespace clw {

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

void fitChartToHeight(QChart *chart, const QString &title, int height)
{
    if (!chart)
        return;
    chart->setTitle(height < 300 ? QString() : title);
    const int ticks = std::clamp((height - 110) / 32, 2, 6);
    for (QAbstractAxis *axis : chart->axes(Qt::Vertical)) {
        if (auto *values = qobject_cast<QValueAxis *>(axis))
            values->setTickCount(ticks);
    }
}

namespace {

/** Axis labels as a planner writes numbers: "400", "0.5", "1000000", never "400.0" or "1e+06"
 *  (QValueAxis defaults to "%.1f"; "%g" turns a million into scientific notation). */
QString plainNumbers()
{
    return QStringLiteral("%.10g");
}

QChart *freshChart(QChartView *view, const QString &title)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->setTheme(isDarkPalette(view->palette()) ? QChart::ChartThemeDark
                                                   : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation); // live data: animation would lag the edits
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    QChart *old = view->chart();
    view->setChart(chart);
    delete old;
    return chart;
}

qreal maximum(const BarChartData &d)
{
    qreal top = d.limit.value_or(0);
    for (qreal l : d.categoryLimits)
        top = std::max(top, l);
    QList<qreal> stackTotals(d.categories.size(), 0);
    for (const BarSet &set : d.sets) {
        for (int i = 0; i < set.values.size() && i < stackTotals.size(); ++i) {
            stackTotals[i] += set.values[i];
            top = std::max(top, d.stacked ? stackTotals[i] : set.values[i]);
        }
    }
    return top <= 0 ? 1 : top * 1.1;
}

} // namespace

void LazyChartView::drawWhenSeen()
{
    mStale = !isVisible() && window()->isVisible();
    if (!mStale)
        draw();
}

void LazyChartView::showEvent(QShowEvent *event)
{
    if (mStale) {
        mStale = false;
        draw();
    }
    QChartView::showEvent(event);
}

BarChartPanel::BarChartPanel(QWidget *parent)
    : LazyChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(180);
}

void BarChartPanel::setData(const BarChartData &data)
{
    mData = data;
    drawWhenSeen();
}

void BarChartPanel::draw()
{
    const BarChartData &data = mData;
    QChart *chart = freshChart(this, data.title);
    QAbstractBarSeries *series = nullptr;
    if (data.stacked)
        series = data.horizontal
                     ? static_cast<QAbstractBarSeries *>(new QHorizontalStackedBarSeries)
                     : new QStackedBarSeries;
    else
        series = data.horizontal ? static_cast<QAbstractBarSeries *>(new QHorizontalBarSeries)
                                 : new QBarSeries;
    for (const BarSet &s : data.sets) {
        auto *set = new QBarSet(s.name);
        for (qreal v : s.values)
            *set << v;
        if (s.color.isValid())
            set->setColor(s.color);
        series->append(set);
    }
    chart->addSeries(series);
    auto *categories = new QBarCategoryAxis;
    categories->append(data.categories);
    if (data.uprightLabels)
        categories->setLabelsAngle(-90);
    QAbstractAxis *values = nullptr;
    qreal smallest = std::numeric_limits<qreal>::max();
    for (const BarSet &set : data.sets)
        for (qreal v : set.values)
            if (v > 0)
                smallest = std::min(smallest, v);
    if (data.logScale && smallest < std::numeric_limits<qreal>::max()) {
        auto *log = new QLogValueAxis;
        log->setBase(10);
        log->setLabelFormat(plainNumbers());
        log->setRange(smallest / 2, maximum(data) * 2);
        values = log;
    } else {
        auto *linear = new QValueAxis;
        linear->setLabelFormat(plainNumbers());
        linear->setRange(0, maximum(data));
        linear->applyNiceNumbers();
        values = linear;
    }
    values->setTitleText(data.valueTitle);
    if (data.valueLabels) {
        series->setLabelsVisible(true);
        series->setLabelsFormat(QStringLiteral("@value"));
        series->setLabelsPrecision(3);
        series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    }
    chart->addAxis(categories, data.horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    chart->addAxis(values, data.horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    series->attachAxis(categories);
    series->attachAxis(values);
    // Limits: a red line across the chart, or one step per category.
    if ((data.limit || !data.categoryLimits.isEmpty()) && !data.horizontal) {
        auto *line = new QLineSeries;
        line->setName(data.limitName);
        line->setColor(QColor(0xd0, 0x34, 0x2c));
        auto *hidden = new QValueAxis; // 0..n over the categories, so steps line up with bars
        hidden->setRange(0, std::max<qsizetype>(1, data.categories.size()));
        hidden->setVisible(false);
        chart->addAxis(hidden, Qt::AlignTop);
        for (int i = 0; i < data.categories.size(); ++i) {
            const qreal limit
                = i < data.categoryLimits.size() ? data.categoryLimits[i] : data.limit.value_or(0);
            line->append(i + 0.05, limit);
            line->append(i + 0.95, limit);
        }
        chart->addSeries(line);
        line->attachAxis(hidden);
        line->attachAxis(values);
    }
    fitChartToHeight(chart, data.title, height());
}

LineChartPanel::LineChartPanel(QWidget *parent)
    : LazyChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(180);
}

void LineChartPanel::setData(const LineChartData &data)
{
    mData = data;
    drawWhenSeen();
}

void LineChartPanel::draw()
{
    const LineChartData &data = mData;
    QChart *chart = freshChart(this, data.title);
    auto *line = new QLineSeries;
    line->setName(data.seriesName);
    line->setPointsVisible(true);
    line->append(data.points);
    chart->addSeries(line);
    QAbstractAxis *x = nullptr;
    if (data.logX) {
        auto *axis = new QLogValueAxis;
        axis->setBase(2);
        axis->setLabelFormat(plainNumbers());
        x = axis;
    } else {
        auto *axis = new QValueAxis;
        axis->setLabelFormat(plainNumbers());
        x = axis;
    }
    x->setTitleText(data.xTitle);
    auto *y = new QValueAxis;
    y->setTitleText(data.yTitle);
    y->setLabelFormat(plainNumbers());
    qreal top = 0;
    for (const QPointF &p : data.points)
        top = std::max(top, p.y());
    for (const LineSeries &extra : data.series)
        for (const QPointF &p : extra.points)
            top = std::max(top, p.y());
    y->setRange(0, top > 0 ? top * 1.1 : 1);
    y->applyNiceNumbers();
    // Qt only fits an axis to the first series it meets; with several series (and an empty
    // main one, as the probe chart has) the range must be set from all the points.
    qreal left = std::numeric_limits<qreal>::max(), right = std::numeric_limits<qreal>::lowest();
    const auto widen = [&](const QList<QPointF> &points) {
        for (const QPointF &p : points) {
            left = std::min(left, p.x());
            right = std::max(right, p.x());
        }
    };
    widen(data.points);
    for (const LineSeries &extra : data.series)
        widen(extra.points);
    if (left < right)
        x->setRange(data.logX ? left / 1.25 : left, data.logX ? right * 1.25 : right);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    line->attachAxis(x);
    line->attachAxis(y);
    if (data.points.isEmpty())
        chart->legend()->markers(line).value(0)->setVisible(false);
    for (const LineSeries &extra : data.series) {
        auto *s = new QLineSeries;
        s->setName(extra.name);
        s->append(extra.points);
        s->setPointsVisible(!extra.dashed);
        if (extra.dashed) {
            QPen pen = s->pen();
            pen.setStyle(Qt::DashLine);
            s->setPen(pen);
        }
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    }
    if (data.marked) {
        auto *mark = new QScatterSeries;
        mark->setName(data.markedName);
        mark->setMarkerSize(12);
        mark->setColor(QColor(0xff, 0xb3, 0x00));
        mark->append(*data.marked);
        chart->addSeries(mark);
        mark->attachAxis(x);
        mark->attachAxis(y);
    }
    fitChartToHeight(chart, data.title, height());
}

void BarChartPanel::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitChartToHeight(chart(), mData.title, height());
}

void LineChartPanel::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitChartToHeight(chart(), mData.title, height());
}

ScatterChartPanel::ScatterChartPanel(QWidget *parent)
    : LazyChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
}

namespace {

/** A value axis over [low, high]: log for data that spans decades, padded either way. */
QAbstractAxis *scatterAxis(bool log, qreal low, qreal high, const QString &title)
{
    QAbstractAxis *axis = nullptr;
    if (log && low > 0) {
        auto *l = new QLogValueAxis;
        l->setBase(10);
        l->setLabelFormat(plainNumbers());
        l->setRange(low / 1.5, high * 1.5);
        axis = l;
    } else {
        auto *v = new QValueAxis;
        v->setLabelFormat(plainNumbers());
        v->setRange(0, high > 0 ? high * 1.1 : 1);
        v->applyNiceNumbers();
        axis = v;
    }
    axis->setTitleText(title);
    return axis;
}

} // namespace

void ScatterChartPanel::setData(const ScatterChartData &data)
{
    mData = data;
    drawWhenSeen();
}

void ScatterChartPanel::draw()
{
    const ScatterChartData &data = mData;
    QChart *chart = freshChart(this, data.title);
    qreal xLow = std::numeric_limits<qreal>::max(), xHigh = 0;
    qreal yLow = std::numeric_limits<qreal>::max(), yHigh = 0;
    for (const ScatterGroup &g : data.groups) {
        for (const QPointF &p : g.points) {
            xLow = std::min(xLow, p.x());
            xHigh = std::max(xHigh, p.x());
            yLow = std::min(yLow, p.y());
            yHigh = std::max(yHigh, p.y());
        }
    }
    QAbstractAxis *x = scatterAxis(data.logX, xLow, xHigh, data.xTitle);
    QAbstractAxis *y = scatterAxis(data.logY, yLow, yHigh, data.yTitle);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (const ScatterGroup &g : data.groups) {
        auto *s = new QScatterSeries;
        s->setName(g.name);
        s->setMarkerSize(g.markerSize);
        if (g.color.isValid())
            s->setColor(g.color);
        QPen pen = s->pen();
        pen.setWidthF(g.outlined ? 2.5 : 0.5);
        pen.setColor(g.outlined ? palette().color(QPalette::WindowText) : g.color);
        s->setPen(pen);
        s->append(g.points);
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        if (g.points.isEmpty() || !g.inLegend)
            chart->legend()->markers(s).value(0)->setVisible(false);
    }
    fitChartToHeight(chart, data.title, height());
}

void ScatterChartPanel::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    if (chart())
        fitChartToHeight(chart(), mData.title, height());
}

} // namespace clw
