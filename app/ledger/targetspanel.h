// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>
#include <string>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace clw {
class QuantitySpinBox;
}

namespace cl {

class ArchitectureFields;
class DatasetFields;
class Document;
class ServingForm;
class SiteForm;
struct DesignLedger;
struct Workload;

/**
 * The design's workloads, one list: the training run and the models it serves; the form below
 * edits the one picked. What the cluster must train: the model (a published preset, a custom
 * architecture or a bare parameter count), tokens with the compute-optimal hint, precision,
 * optimizer, mode, the parallel layout (the planner's, or the user's), goodput, deadline and
 * budget; and the site's settings.
 */
class TargetsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TargetsPanel(Document *document, QWidget *parent = nullptr);
    void setLedger(std::shared_ptr<const DesignLedger> ledger);
    /** Picks a workload: -1 the training run, else that serving workload. */
    void focusWorkload(int servingIndex);

signals:
    /** The workload the panel edits changed: -1 the training run, else a serving index. */
    void workloadFocused(int servingIndex);

protected:
    void changeEvent(QEvent *event) override;

private:
    void createFields();
    void retranslate();
    void refresh();
    void commit(int field);
    /** The workload list: the training run first, then each served model. */
    void refreshWorkloads();
    void showWorkload(int entry);

    Document *mDocument;
    std::shared_ptr<const DesignLedger> mLedger;
    bool mLoading = false;
    QFormLayout *mForm = nullptr;
    QLabel *mDesignedFor = nullptr;
    ServingForm *mServing = nullptr;
    QComboBox *mWorkload = nullptr;
    QPushButton *mAddServing = nullptr;
    QPushButton *mRemoveServing = nullptr;
    QStackedWidget *mPages = nullptr; ///< the training form, or the serving form
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
    double mShownBudget = 0; ///< what refresh() put in the box, in its unit
    SiteForm *mSite = nullptr;
};

} // namespace cl
