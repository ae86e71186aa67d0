// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QListWidget;
class QTableWidget;

namespace clw {
class BarChartPanel;
}

namespace cl {

class Document;

/**
 * "Compare GPUs": the design's workload on other GPU models, at the same GPU count or for the
 * same capex, planned by the same engine: days, cost, power, whether it fits.
 */
class CompareDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CompareDialog(Document *document, QWidget *parent = nullptr);
    QTableWidget *table() const { return mTable; }
    clw::BarChartPanel *chart() const { return mChart; }
    /** Runs the comparison for the checked GPUs in the chosen mode. */
    void compare();

private:
    Document *mDocument;
    QListWidget *mGpus = nullptr;
    QComboBox *mMode = nullptr;
    QTableWidget *mTable = nullptr;
    clw::BarChartPanel *mChart = nullptr;
};

} // namespace cl
