// SPDX-License-Identifier: GPL-3.0-or-later
#include "spinboxes.h"

#include "quantityspinbox.h"

#include <QDoubleSpinBox>
#include <QSpinBox>

namespace clw {

QDoubleSpinBox *doubleBox(QWidget *parent, double min, double max, int decimals, double step,
                          const char *objectName)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setObjectName(QLatin1String(objectName));
    box->setKeyboardTracking(false);
    return box;
}

QSpinBox *intBox(QWidget *parent, int min, int max, const char *objectName)
{
    // Counts take "32k", "4,096" or "1M" too (one parser with the CLI and the other fields).
    auto *box = new CountSpinBox(parent);
    box->setRange(min, max);
    box->setObjectName(QLatin1String(objectName));
    box->setKeyboardTracking(false);
    return box;
}

} // namespace clw
