// SPDX-License-Identifier: GPL-3.0-or-later
// Words for a form's rows, set again at each language change: the labels QFormLayout::addRow made.
#pragma once

#include <QString>

#include <span>
#include <utility>

class QFormLayout;
class QWidget;

namespace clw {

/** Sets the label of `field`'s row, when the row has a label. */
void setFormLabel(QFormLayout *form, QWidget *field, const QString &text);
/** The same for each field and its text. */
void setFormLabels(QFormLayout *form, std::span<const std::pair<QWidget *, QString>> labels);

} // namespace clw
