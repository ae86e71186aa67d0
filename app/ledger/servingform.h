// SPDX-License-Identifier: GPL-3.0-or-later
// One of the design's serving workloads in the Targets panel (which picks it from the workload
// list): its model, precisions, request shape, load, mean and percentile latency targets, engine,
// layout (TP, PP, EP, prefill/decode pools), prefix cache and island, and what the ledger says of
// it; Configure… opens the configurator. Every change is one undoable edit of the list.
#pragma once

#include <QWidget>

#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace cl {

class Document;
class LoadCurveField;
struct DesignLedger;
struct ServingWorkload;

class ServingForm : public QWidget
{
    Q_OBJECT

public:
    explicit ServingForm(Document *document, QWidget *parent = nullptr);
    void setLedger(std::shared_ptr<const DesignLedger> ledger);
    /** Which workload of the design's serving list the form edits. */
    void setIndex(int index);
    /** Appends a workload (one undo step) and returns its index. */
    int addWorkload();
    /** Removes the workload the form edits (one undo step). */
    void removeWorkload();

    /** Job mode: the form edits an inference job's served model, which the Targets panel loads
     *  and commits; a batch runs at full throughput on the job's island, so the load, latency
     *  and island rows and Configure… are hidden. */
    void setJobMode(bool job);
    void loadJob(const ServingWorkload &served, const QString &result);
    /** `base` with the fields' values. */
    ServingWorkload readFields(ServingWorkload base) const;

signals:
    /** Job mode: a field changed (its index, for merging repeated edits of one field). */
    void jobEdited(int field);

protected:
    void changeEvent(QEvent *event) override;

private:
    void createFields();
    void retranslate();
    void refresh();
    void fill(const ServingWorkload &w);
    void showResult();
    void commit(int field);
    /** Configure…: the configurator over the catalog's cards; Apply writes the layout. */
    void configure();

    Document *mDocument;
    std::shared_ptr<const DesignLedger> mLedger;
    bool mLoading = false;
    bool mJobMode = false;
    bool mModelPicked = false; ///< the Model field was changed since the workload was loaded
    QFormLayout *mForm = nullptr;
    int mIndex = -1;
    QLineEdit *mName = nullptr;
    QComboBox *mModel = nullptr;
    QComboBox *mWeights = nullptr;
    QComboBox *mActivations = nullptr;
    QComboBox *mKv = nullptr;
    QSpinBox *mInput = nullptr;
    QSpinBox *mOutput = nullptr;
    QComboBox *mLoadKind = nullptr;
    QDoubleSpinBox *mLoad = nullptr;
    QDoubleSpinBox *mTtft = nullptr;
    QDoubleSpinBox *mTpot = nullptr;
    QComboBox *mTp = nullptr;
    QSpinBox *mPp = nullptr;
    QComboBox *mIsland = nullptr; ///< "" = the largest island
    QComboBox *mEngine = nullptr; ///< "" = the GPU's usual engine
    QSpinBox *mEp = nullptr;
    QCheckBox *mDisaggregated = nullptr;
    QSpinBox *mPrefillGpus = nullptr;
    QSpinBox *mDecodeGpus = nullptr;
    QDoubleSpinBox *mPrefixHit = nullptr; ///< percent
    QSpinBox *mPrefixTokens = nullptr;
    QDoubleSpinBox *mTtftP90 = nullptr;
    QDoubleSpinBox *mTpotP99 = nullptr;
    LoadCurveField *mLoadCurve = nullptr; ///< a fleet's load by hour
    QPushButton *mConfigure = nullptr;
    std::vector<QLabel *> mHeadings; ///< the sections' titles
    QLabel *mResult = nullptr;
};

} // namespace cl
