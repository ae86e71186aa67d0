// SPDX-License-Identifier: GPL-3.0-or-later
#include "quantityspinbox.h"

#include <QLineEdit>
#include <QLocale>
#include <QToolTip>

#include <cmath>
#include <utility>

namespace clw {

QuantitySpinBox::QuantitySpinBox(cl::QuantityKind kind, double displayScale, QWidget *parent)
    : QDoubleSpinBox(parent)
    , mKind(kind)
    , mDisplayScale(displayScale)
{
    setKeyboardTracking(false);
    setCorrectionMode(QAbstractSpinBox::CorrectToPreviousValue);
    // The typed text is gone (reformatted) by the time the edit is reported, so valueFromText
    // keeps what it understood and the value change says it.
    connect(this, &QDoubleSpinBox::valueChanged, this, [this] {
        mRefusal.clear();
        if (mPendingExplanation.isEmpty())
            return;
        const QString explanation = std::exchange(mPendingExplanation, QString());
        setToolTip(explanation);
        emit understood(explanation);
    });
}

namespace {
/** What the user typed, without the box's prefix and suffix ("15T" from "15T B"). */
QString withoutAffixes(const QString &text, const QString &prefix, const QString &suffix)
{
    QString t = text;
    if (!prefix.isEmpty() && t.startsWith(prefix))
        t.remove(0, prefix.size());
    if (!suffix.isEmpty() && t.endsWith(suffix))
        t.chop(suffix.size());
    return t.trimmed();
}
/** The reason an edit was refused: in the box's tooltip, and shown under it at once. */
void showRefusalAt(QWidget *box, const QString &reason)
{
    box->setToolTip(reason);
    QToolTip::showText(box->mapToGlobal(QPoint(0, box->height())), reason, box);
}
} // namespace

QString QuantitySpinBox::stripAffixes(const QString &text) const
{
    return withoutAffixes(text, prefix(), suffix());
}

std::optional<double> interpretQuantity(const QString &text, cl::QuantityKind kind,
                                        double displayScale, double min, double max,
                                        const QString &suffix, QString *reason, bool *hadUnit)
{
    const auto q = cl::parseQuantity(text.toStdString(), kind);
    if (hadUnit)
        *hadUnit = q.hasUnit;
    const QString range
        = QuantitySpinBox::tr("%1 to %2%3")
              .arg(QLocale().toString(min, 'g', 6), QLocale().toString(max, 'g', 6), suffix);
    switch (q.error) {
    case cl::QuantityError::None:
        break;
    case cl::QuantityError::Empty:
        *reason = QuantitySpinBox::tr("Type a value from %1").arg(range);
        return std::nullopt;
    case cl::QuantityError::NotANumber:
        *reason = QuantitySpinBox::tr("Not a number: type digits, with a unit if you like (%1)")
                      .arg(QString::fromStdString(cl::quantityUnits(kind)));
        return std::nullopt;
    case cl::QuantityError::UnknownUnit:
        *reason = QuantitySpinBox::tr("\"%1\" is not a unit here: use %2")
                      .arg(QString::fromStdString(q.unit),
                           QString::fromStdString(cl::quantityUnits(kind)));
        return std::nullopt;
    case cl::QuantityError::Negative:
        *reason
            = QuantitySpinBox::tr("A negative value is not possible here: expected %1").arg(range);
        return std::nullopt;
    case cl::QuantityError::TooLarge:
        *reason = QuantitySpinBox::tr("Too large: expected %1").arg(range);
        return std::nullopt;
    }
    const double v = q.hasUnit ? q.value / displayScale : q.value;
    if (v < min || v > max) {
        *reason = QuantitySpinBox::tr("%1 is outside the range: expected %2")
                      .arg(QLocale().toString(v, 'g', 6) + suffix, range);
        return std::nullopt;
    }
    return v;
}

std::optional<double> QuantitySpinBox::interpret(const QString &text, QString *reason) const
{
    return interpretQuantity(text, mKind, mDisplayScale, minimum(), maximum(), suffix(), reason);
}

QValidator::State QuantitySpinBox::validate(QString &text, int &) const
{
    const QString t = stripAffixes(text);
    if (t.isEmpty() || t == QLatin1String("-"))
        return QValidator::Intermediate;
    QString reason;
    if (interpret(t, &reason))
        return QValidator::Acceptable;
    // Still typing ("15 k" on the way to "15 kW", "-" before digits): let it stand for now;
    // fixup() refuses it with the reason if the edit ends like this.
    return QValidator::Intermediate;
}

double QuantitySpinBox::valueFromText(const QString &text) const
{
    QString reason;
    bool hadUnit = false;
    const QString typed = stripAffixes(text);
    const auto v = interpretQuantity(typed, mKind, mDisplayScale, minimum(), maximum(), suffix(),
                                     &reason, &hadUnit);
    if (!v)
        return value();
    if (hadUnit)
        mPendingExplanation = tr("%1 = %2%3").arg(typed, textFromValue(*v), suffix());
    return *v;
}

QString QuantitySpinBox::textFromValue(double value) const
{
    QString text = locale().toString(value, 'f', decimals());
    if (!isGroupSeparatorShown())
        text.remove(locale().groupSeparator());
    const QString point = locale().decimalPoint();
    if (const qsizetype at = text.indexOf(point); at >= 0) {
        qsizetype end = text.size();
        while (end > at + 1 && text.at(end - 1) == u'0')
            --end;
        text.truncate(end == at + 1 ? at : end);
    }
    return text;
}

void QuantitySpinBox::fixup(QString &input) const
{
    QString reason;
    if (!interpret(stripAffixes(input), &reason)) {
        showRefusal(reason);
        // The previous value comes back (CorrectToPreviousValue); the message says why.
    }
}

void QuantitySpinBox::showRefusal(const QString &reason) const
{
    mRefusal = reason;
    auto *self = const_cast<QuantitySpinBox *>(this);
    showRefusalAt(self, reason);
    emit self->refused(reason);
}

CountSpinBox::CountSpinBox(QWidget *parent)
    : QSpinBox(parent)
{
    setKeyboardTracking(false);
    setCorrectionMode(QAbstractSpinBox::CorrectToPreviousValue);
    connect(this, &QSpinBox::valueChanged, this, [this] { mRefusal.clear(); });
}

QString CountSpinBox::typed(const QString &text) const
{
    return withoutAffixes(text, prefix(), suffix());
}

QValidator::State CountSpinBox::validate(QString &text, int &) const
{
    const QString t = typed(text);
    if (t.isEmpty())
        return QValidator::Intermediate;
    QString reason;
    const auto v
        = interpretQuantity(t, cl::QuantityKind::Count, 1, minimum(), maximum(), suffix(), &reason);
    return v && *v == std::floor(*v) ? QValidator::Acceptable : QValidator::Intermediate;
}

int CountSpinBox::valueFromText(const QString &text) const
{
    QString reason;
    const auto v = interpretQuantity(typed(text), cl::QuantityKind::Count, 1, minimum(), maximum(),
                                     suffix(), &reason);
    return v ? int(std::lround(*v)) : value();
}

void CountSpinBox::fixup(QString &input) const
{
    QString reason;
    const auto v = interpretQuantity(typed(input), cl::QuantityKind::Count, 1, minimum(), maximum(),
                                     suffix(), &reason);
    if (v && *v != std::floor(*v))
        reason = tr("Expected a whole number, got %1").arg(QLocale().toString(*v, 'g', 8));
    if (v && *v == std::floor(*v))
        return;
    mRefusal = reason;
    auto *self = const_cast<CountSpinBox *>(this);
    showRefusalAt(self, reason);
    emit self->refused(reason);
}

} // namespace clw
