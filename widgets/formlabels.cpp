// SPDX-License-Identifier: GPL-3.0-or-later
#include "formlabels.h"

#include <QFormLayout>
#include <QLabel>

namespace clw {

void setFormLabel(QFormLayout *form, QWidget *field, const QString &text)
{
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(field)))
        label->setText(text);
}

void setFormLabels(QFormLayout *form, std::span<const std::pair<QWidget *, QString>> labels)
{
    for (const auto &[field, text] : labels)
        setFormLabel(form, field, text);
}

} // namespace clw
