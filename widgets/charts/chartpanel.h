// SPDX-License-Identifier: GPL-3.0-or-later
// Chart panels that take plain data, not documents or engine types: Qt Charts is deprecated since
// Qt 6.10, and keeping it behind these two classes means a later swap touches this folder only.
#pragma once

#include <QChartView>
#include <QColor>
#include <QPointF>
#include <QStringList>

#include <optional>

namespace clw {

struct BarSet
{
    QString name;
    QList<qreal> values; ///< one per category
    QColor color;
};

struct BarChartData
{
    QString title;
    QString valueTitle; ///< the value axis, with its unit
    QStringList categories;
    QList<BarSet> sets;
    bool stacked = false;
    bool horizontal = false;
    /** A log value axis, for values that span decades (a 4090 beside an H100). */
    bool logScale = false;
    /** Each bar's value written on it. */
    bool valueLabels = false;
    /** Category labels turned upright: many names side by side stay whole instead of "…". */
    bool uprightLabels = false;
    /** A limit drawn across every category (capacity, budget). */
    std::optional<qreal> limit;
    QString limitName;
    /** Per-category limits (each rack's usable power), drawn as a line over the bars. */
    QList<qreal> categoryLimits;
};

struct LineSeries
{
    QString name;
    QList<QPointF> points;
    bool dashed = false; ///< reference lines (a datasheet peak) draw dashed
};

struct LineChartData
{
    QString title;
    QString xTitle;
    QString yTitle;
    QString seriesName;
    QList<QPointF> points;
    std::optional<QPointF> marked; ///< the current design on the curve
    QString markedName;
    bool logX = false;
    QList<LineSeries> series; ///< more curves beside `points` (one per precision, say)
};

/** Points drawn alike: one marker size (a bubble class) and one colour. */
struct ScatterGroup
{
    QString name;
    QList<QPointF> points;
    qreal markerSize = 10;
    QColor color;
    bool outlined = false; ///< a ring around each marker (the marked points: Pareto, chosen)
    bool inLegend = true; ///< false for a size class of a kind already in the legend
};

struct ScatterChartData
{
    QString title;
    QString xTitle;
    QString yTitle;
    bool logX = false;
    bool logY = false;
    QList<ScatterGroup> groups;
};

/** Whether the palette is dark (Qt 6.4 has no colorScheme(): judge the window colour). */
bool isDarkPalette(const QPalette &palette);

/**
 * Keeps a chart legible in a short panel (a laptop's 1366x768): below 300 px the title goes
 * (the tab names the chart) and the value axes get as many ticks as have room, so Qt Charts
 * never elides their labels to "...".
 */
void fitChartToHeight(QChart *chart, const QString &title, int height);

/**
 * A chart view that makes its chart when it is seen: behind another tab its data is kept and
 * the chart made when the tab is shown (the ledger's seven charts made again on every edit were
 * 11 ms of an edit at 16k GPUs). In a window not on screen (a test, a report) it draws at once.
 */
class LazyChartView : public QChartView
{
    Q_OBJECT

public:
    using QChartView::QChartView;

protected:
    /** Draws now where it is seen (or nothing is on screen), else when next shown. */
    void drawWhenSeen();
    virtual void draw() = 0;
    void showEvent(QShowEvent *event) override;

private:
    bool mStale = false;
};

class BarChartPanel : public LazyChartView
{
    Q_OBJECT

public:
    explicit BarChartPanel(QWidget *parent = nullptr);
    void setData(const BarChartData &data);
    const BarChartData &data() const { return mData; }

protected:
    void draw() override;
    void resizeEvent(QResizeEvent *event) override;

private:
    BarChartData mData;
};

class LineChartPanel : public LazyChartView
{
    Q_OBJECT

public:
    explicit LineChartPanel(QWidget *parent = nullptr);
    void setData(const LineChartData &data);
    const LineChartData &data() const { return mData; }

protected:
    void draw() override;
    void resizeEvent(QResizeEvent *event) override;

private:
    LineChartData mData;
};

/** Points in groups over two (optionally log) value axes: options by days and capex, say. */
class ScatterChartPanel : public LazyChartView
{
    Q_OBJECT

public:
    explicit ScatterChartPanel(QWidget *parent = nullptr);
    void setData(const ScatterChartData &data);
    const ScatterChartData &data() const { return mData; }

protected:
    void draw() override;
    void resizeEvent(QResizeEvent *event) override;

private:
    ScatterChartData mData;
};

} // namespace clw
