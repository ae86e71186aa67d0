// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/portfolio.h"

#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QStackedWidget;

namespace cl {

class Document;
class JobFields;
class ServingForm;
class SiteForm;
class TrainingForm;
struct DesignLedger;
struct Schedule;

/**
 * The design's workloads, one list: the training run, the models it serves and the jobs of its
 * portfolio (issue 30); the form below edits the one picked, one undo step per edit. The run and
 * each job are a training form (trainingform.h); a job adds its queue fields (jobfields.h) and
 * says where the schedule put it. The site's settings close the panel.
 */
class TargetsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TargetsPanel(Document *document, QWidget *parent = nullptr);
    void setLedger(std::shared_ptr<const DesignLedger> ledger);
    void setSchedule(std::shared_ptr<const Schedule> schedule);
    /** Picks a workload: -1 the training run, else that serving workload. */
    void focusWorkload(int servingIndex);
    /** Picks the portfolio's job at `index`. */
    void focusJob(int index);

signals:
    /** The workload the panel edits changed: -1 the training run (or a job), else a serving
     *  index. */
    void workloadFocused(int servingIndex);
    /** A job is picked (its name), or none (empty): the ledger says it shows the design's run. */
    void jobFocused(const QString &job);

protected:
    void changeEvent(QEvent *event) override;

private:
    /** What a row of the workload list is: the run, a served model or a job. */
    struct Entry
    {
        enum Kind { Training, Serving, Job } kind = Training;
        int index = 0;
    };
    Entry entryAt(int row) const;
    void retranslate();
    void refresh();
    void commitRun(int field);
    void commitJob(int field);
    /** The workload list: the training run first, then each served model, then each job. */
    void refreshWorkloads();
    void showEntry(int row);
    /** The form the entry is edited in: the training form, or the serving form (a served model
     *  or an inference job's). */
    void showPage(const Entry &e);
    bool isInferenceJob(const Entry &e) const;
    void focusRow(int row);
    static PortfolioTeam firstTeam();
    static std::optional<Portfolio> withoutEmptyPortfolio(std::optional<Portfolio> p);
    void addJob();
    void removeCurrent();

    Document *mDocument;
    std::shared_ptr<const DesignLedger> mLedger;
    std::shared_ptr<const Schedule> mSchedule;
    bool mLoading = false;
    QComboBox *mWorkload = nullptr;
    QPushButton *mAddServing = nullptr;
    QPushButton *mAddJob = nullptr;
    QPushButton *mRemove = nullptr;
    QStackedWidget *mPages = nullptr; ///< the training form, or the serving form
    QGroupBox *mJobBox = nullptr;
    JobFields *mJob = nullptr;
    TrainingForm *mTraining = nullptr;
    QGroupBox *mDesignedBox = nullptr;
    QLabel *mDesignedFor = nullptr;
    ServingForm *mServing = nullptr;
    QGroupBox *mSiteBox = nullptr;
    SiteForm *mSite = nullptr;
};

} // namespace cl
