// SPDX-License-Identifier: GPL-3.0-or-later
// The serving form's Configure… dialog: the configurator (serving/servingconfigurator.h) over
// the catalog cards the planner ticks, for the workload's model, load and targets; a table of
// every layout it sized (the pick first, the Pareto set marked, why each other lost), and Apply,
// which writes the chosen engine and layout into the workload as one undoable edit; a layout on
// another card, or on more GPUs than the island holds, brings its hardware along (a new island of
// the card's usual server, servingpool.h) in the same step.
#pragma once

#include "serving/servingconfigurator.h"

#include <QDialog>

#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace cl {

class Document;
struct DesignLedger;

class ServingConfigureDialog : public QDialog
{
    Q_OBJECT

public:
    ServingConfigureDialog(Document *document, int workload, const DesignLedger *ledger,
                           QWidget *parent = nullptr);
    /** Runs the search over the ticked cards and fills the table. */
    void run();
    /** Writes the selected row (the pick unless another is selected) into the workload. */
    void apply();
    const ConfigureResult &configured() const { return mResult; }

private:
    ConfigureRequest request() const;
    void fillTable();
    /** What Apply does with a row: nothing (it does not meet the targets), write the layout
     *  (it runs on the island's own GPUs), or add its hardware as a new island and run there. */
    enum class ApplyKind { None, Layout, WithHardware };
    ApplyKind applyKind(std::size_t row) const;
    int selectedRow() const;
    void updateApply();
    /** Adds the row's GPUs as a new island and moves the workload there, one undo step. */
    void applyWithHardware(const ConfiguredOption &option);
    /** The usable kW of the island's racks (the first GPU rack), else 40 kW. */
    double islandRackKw() const;

    Document *mDocument;
    int mWorkload;
    ServingSetup mBase;
    std::string mIslandGpu; ///< the GPU the workload runs on (catalog id)
    int mIslandGpus = 0; ///< of that GPU on the island
    std::string mIsland; ///< the island it runs on
    /** Where each serving workload and the training run run now, so that a new, larger island
     *  does not pull those that name none (they run on the largest or fastest) onto it. */
    std::vector<std::string> mServingIslands;
    std::string mTrainingIsland;
    ConfigureResult mResult;
    QListWidget *mGpus = nullptr;
    QComboBox *mObjective = nullptr;
    QPushButton *mRun = nullptr;
    QTableWidget *mTable = nullptr;
    QLabel *mSummary = nullptr;
    QPushButton *mApply = nullptr;
};

} // namespace cl
