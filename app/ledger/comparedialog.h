// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>
#include <QStringList>

#include <memory>
#include <string>

class QComboBox;
class QListWidget;
class QTableWidget;

namespace clw {
class BarChartPanel;
}

namespace cl {

class Document;
struct DesignLedger;

/**
 * "Compare GPUs": the design's workload on other GPU models, at the same GPU count or for the
 * same capex, planned by the same engine: days, cost, power, whether it fits. The first row is
 * the design itself, with the ledger's own figures (given, or evaluated here); the others are
 * the same run on a usual cluster of each GPU.
 */
class CompareDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CompareDialog(Document *document, QWidget *parent = nullptr,
                           std::shared_ptr<const DesignLedger> ledger = {});
    QTableWidget *table() const { return mTable; }
    clw::BarChartPanel *chart() const { return mChart; }
    /** Runs the comparison for the checked GPUs in the chosen mode. */
    void compare();

private:
    /** The design's own row, from the ledger; the GPU it runs on, or empty. */
    std::string addDesignRow(QStringList &categories, QList<qreal> &days);

    Document *mDocument;
    std::shared_ptr<const DesignLedger> mLedger;
    QListWidget *mGpus = nullptr;
    QComboBox *mMode = nullptr;
    QTableWidget *mTable = nullptr;
    clw::BarChartPanel *mChart = nullptr;
};

} // namespace cl
