// SPDX-License-Identifier: GPL-3.0-or-later
// File → New from Targets…: the planner says what must be trained, by when, in what racks and for
// how much; the sizing search (sizing/sizingsearch.h) runs on a worker thread with progress and
// cancel; the options fill a table and a chart (days against capex, bubble size = facility power,
// Pareto points ringed) and "Create Design" opens the chosen one, or the one selected.
#pragma once

#include "sizing/sizingsearch.h"

#include <QDialog>

#include <atomic>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QThread;

namespace clw {
class ScatterChartPanel;
}

namespace cl {

class Catalog;

class NewFromTargetsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewFromTargetsDialog(const Catalog &catalog, QWidget *parent = nullptr);
    ~NewFromTargetsDialog() override;

    /** The targets as the form says them. */
    SizingTargets targets() const;
    /** The design of the selected option, made when the dialog is accepted. */
    const std::optional<Design> &design() const { return mDesign; }
    bool searching() const { return mWorker != nullptr; }

private:
    /** The results table's columns (built here, filled in newfromtargetsresults.cpp). */
    enum Column { ColOption, ColDays, ColCapex, ColPower, ColRacks, ColPareto, ColWhy, ColCount };

    QWidget *buildForm();
    void search();
    void cancel();
    void searchFinished();
    void showResult();
    void fillChart();
    void createDesign();
    int selectedOption() const;
    /** Each candidate's text, tooltip and greying for the market and what is held of it. */
    void refreshCandidates();
    void addUnbuyableRows();

    const Catalog &mCatalog;
    QComboBox *mModel;
    QDoubleSpinBox *mTokens;
    QDoubleSpinBox *mDeadline;
    QDoubleSpinBox *mRackKw;
    QDoubleSpinBox *mPue;
    QDoubleSpinBox *mBudget;
    QComboBox *mCurrency;
    QDoubleSpinBox *mRate;
    QDoubleSpinBox *mSiteMw;
    QListWidget *mCandidates;
    QComboBox *mMarket;
    QSpinBox *mHeld;
    QPushButton *mSearch;
    QPushButton *mCancel;
    QProgressBar *mProgress;
    QLabel *mSummary;
    QTableWidget *mTable;
    clw::ScatterChartPanel *mChart;
    QLabel *mSensitivity;
    QPushButton *mCreate = nullptr;

    QThread *mWorker = nullptr;
    std::atomic<bool> mCancelled {false};
    SizingTargets mSearched; ///< the targets the result is for
    SizingResult mResult;
    std::optional<Design> mDesign;
};

} // namespace cl
