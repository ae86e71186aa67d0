// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pdfreport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace cl {

/** Paper, sections and currency for the PDF report. */
class ReportSettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ReportSettingsDialog(const QString &currency, QWidget *parent = nullptr);
    ReportSettings settings() const;

private:
    QComboBox *mPaper = nullptr;
    QComboBox *mCurrency = nullptr;
    QList<QCheckBox *> mSections;
};

} // namespace cl
