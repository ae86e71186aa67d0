// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <optional>
#include <string>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace clw {
class QuantitySpinBox;
}

namespace cl {

class ArchitectureFields;
class DatasetFields;
class Document;
struct DesignLedger;
struct ParallelLayout;
struct Site;
struct Workload;

/**
 * What a training run is: the model (a published preset, a custom architecture or a bare
 * parameter count), tokens with the compute-optimal hint, precision, optimizer, mode, the
 * software stack, the parallel layout (the planner's, or the user's), goodput, the team profile,
 * and for the design's own run its island, deadline and budget. The Targets panel shows it for
 * the design's run and for each portfolio job (whose island and deadline are the job's).
 */
class TrainingForm : public QWidget
{
    Q_OBJECT

public:
    explicit TrainingForm(Document *document, QWidget *parent = nullptr);

    /** A portfolio job's run: the island, deadline and budget rows are hidden (the job's own
     *  fields say where and by when it runs; the schedule prices it). */
    void setJobMode(bool job);
    bool jobMode() const { return mJobMode; }

    /** Shows `w`; `placement` is the line under "Parallel layout" (the planner's choice, or
     *  where the schedule put the job). */
    void load(const Workload &w, const Site &site, const DesignLedger *ledger,
              const QString &placement);
    /**
     * `base` with the form's values, or nothing when the custom architecture is refused (heads
     * must divide the hidden size). Switching to a manual layout starts from `plannerLayout`
     * when `base` was planned and there is one.
     */
    std::optional<Workload> read(const Workload &base, const ParallelLayout *plannerLayout) const;

signals:
    /** A field changed (its index, for merging repeated edits of one field). */
    void edited(int field);

protected:
    void changeEvent(QEvent *event) override;

private:
    void createFields();
    void retranslate();

    Document *mDocument;
    bool mJobMode = false;
    bool mLoading = false; ///< load() is filling the fields: no edited()
    QFormLayout *mForm = nullptr;
    QComboBox *mModel = nullptr;
    ArchitectureFields *mArchitecture = nullptr; ///< the custom architecture's rows
    DatasetFields *mDataset = nullptr; ///< what the loaders feed the GPUs
    QDoubleSpinBox *mParams = nullptr;
    QDoubleSpinBox *mTokens = nullptr;
    QLabel *mTokensHint = nullptr;
    QSpinBox *mSeqLen = nullptr;
    QSpinBox *mBatch = nullptr;
    QComboBox *mPrecision = nullptr;
    QComboBox *mOptimizer = nullptr;
    QComboBox *mMode = nullptr;
    QComboBox *mStack = nullptr;
    QComboBox *mTeam = nullptr; ///< published best or a typical team (engine/errorband.h)
    QCheckBox *mAsyncCheckpoint = nullptr;
    QComboBox *mIsland = nullptr; ///< the compute island the run uses ("" = the fastest)
    QCheckBox *mAuto = nullptr;
    QSpinBox *mTp = nullptr;
    QSpinBox *mPp = nullptr;
    QSpinBox *mCp = nullptr;
    QSpinBox *mZero = nullptr;
    QComboBox *mRecompute = nullptr;
    QSpinBox *mMicroBatch = nullptr;
    QSpinBox *mInterleave = nullptr;
    QCheckBox *mSp = nullptr;
    QLabel *mPlannerChoice = nullptr;
    QSpinBox *mGoodput = nullptr;
    QDoubleSpinBox *mDeadline = nullptr;
    clw::QuantitySpinBox *mBudget = nullptr;
    std::string mBudgetCurrency = "USD"; ///< the currency the budget box shows and stores
    double mShownBudget = 0; ///< what load() put in the box, in its unit
};

} // namespace cl
