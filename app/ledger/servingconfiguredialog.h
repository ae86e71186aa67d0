// SPDX-License-Identifier: GPL-3.0-or-later
// The serving form's Configure… dialog: the configurator (serving/servingconfigurator.h) over
// the catalog cards the planner ticks, for the workload's model, load and targets; a table of
// every layout it sized (the pick first, the Pareto set marked, why each other lost), and Apply,
// which writes the chosen engine and layout into the workload as one undoable edit.
#pragma once

#include "serving/servingconfigurator.h"

#include <QDialog>

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
    /** Apply takes a row that meets the targets on the island's own GPU: the workload runs there.
     */
    bool applicable(std::size_t row) const;
    void updateApply();

    Document *mDocument;
    int mWorkload;
    ServingSetup mBase;
    std::string mIslandGpu; ///< the GPU the workload runs on (catalog id)
    ConfigureResult mResult;
    QListWidget *mGpus = nullptr;
    QComboBox *mObjective = nullptr;
    QPushButton *mRun = nullptr;
    QTableWidget *mTable = nullptr;
    QLabel *mSummary = nullptr;
    QPushButton *mApply = nullptr;
};

} // namespace cl
