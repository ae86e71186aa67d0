// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QVBoxLayout>

namespace cl {

ReportSettingsDialog::ReportSettingsDialog(const QString &currency, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("reportSettingsDialog"));
    setWindowTitle(tr("PDF Report"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    mPaper = new QComboBox(this);
    mPaper->addItem(tr("A4"), int(QPageSize::A4));
    mPaper->addItem(tr("Letter"), int(QPageSize::Letter));
    mCurrency = new QComboBox(this);
    mCurrency->addItem(tr("Site currency (%1)").arg(currency), true);
    mCurrency->addItem(tr("US dollars"), false);
    form->addRow(tr("Paper"), mPaper);
    form->addRow(tr("Money in"), mCurrency);
    layout->addLayout(form);
    auto *box = new QGroupBox(tr("Sections"), this);
    auto *sections = new QVBoxLayout(box);
    for (const QString &name :
         {tr("Cover with the headline ledger and open problems"), tr("Bill of materials"),
          tr("Rack elevations"), tr("Power and cooling"), tr("Training ledger"), tr("Assumptions"),
          tr("Cable schedule")}) {
        auto *check = new QCheckBox(name, box);
        check->setChecked(true);
        sections->addWidget(check);
        mSections << check;
    }
    layout->addWidget(box);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

ReportSettings ReportSettingsDialog::settings() const
{
    ReportSettings s;
    s.paper = QPageSize::PageSizeId(mPaper->currentData().toInt());
    s.displayCurrency = mCurrency->currentData().toBool();
    s.cover = mSections[0]->isChecked();
    s.bom = mSections[1]->isChecked();
    s.elevations = mSections[2]->isChecked();
    s.power = mSections[3]->isChecked();
    s.training = mSections[4]->isChecked();
    s.assumptions = mSections[5]->isChecked();
    s.cables = mSections[6]->isChecked();
    return s;
}

} // namespace cl
