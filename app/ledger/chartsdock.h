// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTabWidget>

#include <memory>

namespace clw {
class BarChartPanel;
class LineChartPanel;
} // namespace clw

namespace cl {

class Document;
struct DesignLedger;

/** The ledger as charts: memory, power per rack, step time, scaling and cost; for a design that
 *  serves models, each GPU's memory split and throughput against concurrency. */
class ChartsPanel : public QTabWidget
{
    Q_OBJECT

public:
    explicit ChartsPanel(Document *document, QWidget *parent = nullptr);
    void setLedger(std::shared_ptr<const DesignLedger> ledger);

    clw::BarChartPanel *memoryChart() const { return mMemory; }
    clw::BarChartPanel *powerChart() const { return mPower; }
    clw::BarChartPanel *stepChart() const { return mStep; }
    clw::LineChartPanel *scalingChart() const { return mScaling; }
    clw::BarChartPanel *costChart() const { return mCost; }
    clw::BarChartPanel *servingMemoryChart() const { return mServingMemory; }
    clw::LineChartPanel *servingThroughputChart() const { return mServingThroughput; }
    /** Which serving workload the serving charts draw (-1: the training run, so the first). */
    void setWorkloadFocus(int servingIndex);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    /** The serving tabs (servingcharts.cpp): shown only while the design serves something. */
    void refreshServing();
    Document *mDocument;
    std::shared_ptr<const DesignLedger> mLedger;
    clw::BarChartPanel *mMemory = nullptr;
    clw::BarChartPanel *mPower = nullptr;
    clw::BarChartPanel *mStep = nullptr;
    clw::LineChartPanel *mScaling = nullptr;
    clw::BarChartPanel *mCost = nullptr;
    clw::BarChartPanel *mServingMemory = nullptr;
    clw::LineChartPanel *mServingThroughput = nullptr;
    int mServingFocus = -1;
};

} // namespace cl
