// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/money.h"

#include <QDialog>
#include <QString>

#include <optional>
#include <string>

class QDialogButtonBox;
class QLabel;
class QTableWidget;

namespace cl {

/**
 * The site's electricity tariff by time of use (峰谷电价): one row per period with its band,
 * price per kWh in the site's currency and hours ("08-11, 18-23"). OK stays off until every hour
 * of the day has exactly one price; the label says which hour is wrong.
 */
class TariffDialog : public QDialog
{
    Q_OBJECT

public:
    TariffDialog(const Tariff &tariff, QWidget *parent = nullptr);

    /** The tariff as the table holds it; empty while it is incomplete. */
    std::optional<Tariff> tariff() const;

private:
    struct Checked
    {
        std::optional<Tariff> tariff;
        QString problem; ///< what is wrong, in words, when tariff is empty
    };
    Checked build() const;
    void addRow(const TariffPeriod &period);
    void check();

    std::string mCurrency;
    QTableWidget *mTable = nullptr;
    QLabel *mProblem = nullptr;
    QDialogButtonBox *mButtons = nullptr;
};

} // namespace cl
