// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sharing/cardsharing.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace cl {

class Document;

/**
 * Tools → Share Idle Cards: each GPU of the design rented out on a sharing platform (seed 001
 * §4): its electricity a day at the price given (the site's tariff by default), the platforms'
 * income range after their fee at the utilisation given, the net, break-even and payback; the
 * sources of the prices and the seed's security checklist. Reads the design, changes nothing.
 */
class SharingDialog : public QDialog
{
    Q_OBJECT

public:
    SharingDialog(const Document *document, QWidget *parent = nullptr);

    const SharingReport &report() const { return mReport; }
    QTableWidget *table() const { return mTable; }
    QString totalsText() const;

private:
    void rebuild();

    const Document *mDocument;
    SharingReport mReport;
    QDoubleSpinBox *mPrice = nullptr;
    QSpinBox *mUtilisation = nullptr;
    QSpinBox *mPowerLimit = nullptr;
    QSpinBox *mHost = nullptr;
    QTableWidget *mTable = nullptr;
    QLabel *mTotals = nullptr;
    QLabel *mSources = nullptr;
};

} // namespace cl
