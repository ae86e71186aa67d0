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
class QLineEdit;
class QSpinBox;

namespace cl {

class Catalog;
struct DesignLedger;
struct Portfolio;
struct PortfolioJob;

/**
 * What makes a run a job in the portfolio's queue (model/portfolio.h): its name, kind (training
 * or fine-tuning, or an evaluation or batch inference and its prompts), team, GPUs, priority,
 * earliest start, deadline, the island and GPU it must run on and whether it may borrow
 * serving's idle servers. The Targets panel shows these above the job's training form, or above
 * the served model of an inference job.
 */
class JobFields : public QWidget
{
    Q_OBJECT

public:
    explicit JobFields(QWidget *parent = nullptr);

    /** The GPU choice lists the GPUs of the ledger's islands, by the catalog's names. */
    void load(const PortfolioJob &job, const Portfolio &portfolio, const DesignLedger *ledger,
              const Catalog &catalog);
    /** `base` with the fields' values (its workload untouched), or nothing when refused: a
     *  deadline must come after the earliest start; the fields then say why until an edit is
     *  taken. A training job made an inference job serves the model it trained, and back. */
    std::optional<PortfolioJob> read(const PortfolioJob &base);

signals:
    /** A field changed (its index, for merging repeated edits of one field). */
    void edited(int field);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showRefusal(const QString &why);
    void fillGpuChoice(const DesignLedger *ledger, const Catalog &catalog,
                       const std::optional<std::string> &named);

    bool mLoading = false;
    QFormLayout *mForm = nullptr;
    QLineEdit *mName = nullptr;
    QComboBox *mKind = nullptr; ///< training or inference
    QDoubleSpinBox *mRequests = nullptr; ///< an inference job's prompts
    QComboBox *mTeam = nullptr; ///< the portfolio's teams
    QSpinBox *mGpus = nullptr;
    QSpinBox *mPriority = nullptr;
    QDoubleSpinBox *mEarliestStart = nullptr;
    QDoubleSpinBox *mDeadline = nullptr; ///< 0 = none
    QComboBox *mIsland = nullptr; ///< "" = any island that fits
    QComboBox *mGpuModel = nullptr; ///< "" = any GPU
    QCheckBox *mPreemptible = nullptr;
    QLabel *mRefusal = nullptr; ///< why the last edit was not taken
};

} // namespace cl
