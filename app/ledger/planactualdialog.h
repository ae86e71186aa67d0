// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "calibration/planactual.h"

#include <QDialog>
#include <QStringList>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace cl {

class Catalog;
class LedgerService;

/**
 * Tools > Plan Against Actual: the weekly bill of seed 001 §5.3 for a design that is running.
 * Telemetry files (one per period: a week's nvidia-smi CSV, a day's dcgm-exporter scrapes) are
 * read beside what the ledger plans per GPU; every figure that drifts from the plan by more than
 * the tolerance is marked, and cards that lag the others are named. The plan follows the
 * ledger: an edit or a calibration shows at once.
 */
class PlanActualDialog : public QDialog
{
    Q_OBJECT

public:
    PlanActualDialog(const Catalog &catalog, LedgerService *ledger, QWidget *parent = nullptr);

    void addFiles(const QStringList &paths);
    void removeFile(int period);
    void setTolerance(double fraction);
    /** Seconds between scrapes of files without timestamps; 0: from the timestamps. */
    void setScrapeInterval(double seconds);

    const PlanActualBill &bill() const { return mBill; }
    QTableWidget *table() const { return mTable; }
    QString notesText() const;
    QString messagesText() const;

private:
    void rebuild();
    void showTable();
    void showNotes();

    const Catalog &mCatalog;
    LedgerService *mLedger;
    std::vector<std::pair<std::string, TelemetryFile>> mFiles;
    PlanActualBill mBill;
    QStringList mErrors;
    QString mFieldList; ///< --query-gpu fields of a CSV without header, as typed

    QTableWidget *mTable = nullptr;
    QDoubleSpinBox *mTolerance = nullptr;
    QDoubleSpinBox *mInterval = nullptr;
    QPushButton *mRemove = nullptr;
    QLabel *mNotes = nullptr;
    QLabel *mMessages = nullptr;
};

} // namespace cl
