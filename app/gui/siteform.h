// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commands/undocommands.h"
#include "model/site.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace cl {

class Document;

/** The site's settings: PUE, electricity, currency, depreciation, utilisation, cloud price. */
class SiteForm : public QWidget
{
    Q_OBJECT

public:
    explicit SiteForm(Document *document, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void commit(EditField field);
    void editTariff();
    /** A change of currency keeps every amount valid: those in the old currency are converted
     *  (cost/tariff.h inCurrency), as one undoable step with the site. */
    void commitCurrency(const Site &site);
    /** The GPU model the cloud price is for: the design's most common one. */
    std::string priceGpu() const;

    Document *mDocument;
    bool mLoading = false;
    QFormLayout *mForm = nullptr;
    QLineEdit *mName = nullptr;
    QDoubleSpinBox *mPue = nullptr;
    QDoubleSpinBox *mLiquidPue = nullptr;
    QDoubleSpinBox *mPrice = nullptr;
    QPushButton *mTariff = nullptr;
    QWidget *mPriceRow = nullptr;
    double mShownPrice = 0; ///< what refresh() put in mPrice, in the site's currency
    QLineEdit *mRateDate = nullptr;
    QComboBox *mCurrency = nullptr;
    QDoubleSpinBox *mRate = nullptr;
    QDoubleSpinBox *mDepreciation = nullptr;
    QSpinBox *mUtilisation = nullptr;
    QDoubleSpinBox *mCloud = nullptr;
    double mShownCloud = 0; ///< what refresh() put in mCloud, in the site's currency
    QDoubleSpinBox *mColocation = nullptr;
    double mShownColocation = 0; ///< likewise for mColocation
    QComboBox *mMarket = nullptr;
    QSpinBox *mHeld = nullptr;
    QDoubleSpinBox *mRowPitch = nullptr;
    QDoubleSpinBox *mSlack = nullptr;
    QComboBox *mContainment = nullptr;
};

} // namespace cl
