// SPDX-License-Identifier: GPL-3.0-or-later
// Spin boxes as every form here wants them: a range, a name tests can find, and no signal per
// keystroke (one undo command per finished edit, not one per digit).
#pragma once

class QDoubleSpinBox;
class QSpinBox;
class QWidget;

namespace clw {

QDoubleSpinBox *doubleBox(QWidget *parent, double min, double max, int decimals, double step,
                          const char *objectName);
QSpinBox *intBox(QWidget *parent, int min, int max, const char *objectName);

} // namespace clw
