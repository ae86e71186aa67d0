// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <map>
#include <memory>
#include <string>

class QLabel;
class QTableWidget;
class QTextBrowser;

namespace cl {

class Document;
struct DesignLedger;
struct LedgerRow;
struct ServingReport;

/**
 * The five dimensions the seeds insist on (compute, memory, bandwidth, energy, time), each
 * required against available by datasheet and as calibrated, with the headroom coloured when
 * short (or a serving workload's six, as the Targets panel focuses one); then the headline
 * figures. Clicking a figure shows its formula and inputs ("why").
 */
class LedgerPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LedgerPanel(Document *document, QWidget *parent = nullptr);
    void setLedger(std::shared_ptr<const DesignLedger> ledger);
    QTableWidget *table() const { return mTable; }
    /** Which workload the table reads: -1 the training run, else that serving workload. */
    void setWorkloadFocus(int servingIndex);
    /** A job picked in the Targets panel (empty: none): the table says whose ledger it is. */
    void setJobFocus(const QString &job);
    int workloadFocus() const { return mServingFocus; }
    /** The "why" text of a headline figure, as shown when it is clicked. */
    QString explanation(const QString &key) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    /** The hint and the table's column headers in the current language. */
    void setHeaderTexts();
    /** Required, datasheet, calibrated and headroom for the five dimensions. */
    void fillTable(const DesignLedger &ledger);
    /** The same for a serving workload (servingfigures.h): six rows, latency in place of days. */
    void fillServingTable(const ServingReport &report);
    void setRow(int row, const QString &formula, const LedgerRow &cells);
    /** The training rows (ledger.*) or a serving workload's (serving.*), in display order. */
    void fillRows(bool serving, const std::map<std::string, LedgerRow> &rows);
    Document *mDocument;
    std::shared_ptr<const DesignLedger> mLedger;
    QTableWidget *mTable = nullptr;
    QLabel *mHeadline = nullptr;
    QTextBrowser *mWhy = nullptr;
    QLabel *mHint = nullptr;
    QLabel *mTableFor = nullptr; ///< which workload the table is for
    int mServingFocus = -1;
    QString mJobFocus;
    std::map<QString, QString> mExplanations;
};

} // namespace cl
