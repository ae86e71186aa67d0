// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <map>
#include <memory>

class QLabel;
class QTableWidget;
class QTextBrowser;

namespace cl {

class Document;
struct DesignLedger;

/**
 * The five dimensions the seeds insist on (compute, memory, bandwidth, energy, time), each
 * required against available by datasheet and as calibrated, with the headroom coloured when
 * short; then the headline figures. Clicking a figure shows its formula and inputs ("why").
 */
class LedgerPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LedgerPanel(Document *document, QWidget *parent = nullptr);
    void setLedger(std::shared_ptr<const DesignLedger> ledger);
    QTableWidget *table() const { return mTable; }
    /** The "why" text of a headline figure, as shown when it is clicked. */
    QString explanation(const QString &key) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    /** Required, datasheet, calibrated and headroom for the five dimensions. */
    void fillTable(const DesignLedger &ledger);
    Document *mDocument;
    std::shared_ptr<const DesignLedger> mLedger;
    QTableWidget *mTable = nullptr;
    QLabel *mHeadline = nullptr;
    QTextBrowser *mWhy = nullptr;
    QLabel *mHint = nullptr;
    std::map<QString, QString> mExplanations;
};

} // namespace cl
