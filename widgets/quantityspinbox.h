// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/quantity.h"

#include <QDoubleSpinBox>
#include <QSpinBox>

#include <optional>

namespace clw {

/**
 * What a typed quantity means in a field shown in `displayScale` SI units per displayed unit,
 * between min and max (shown with `suffix`): the value in displayed units, or nothing and the
 * reason in the user's language. Shared by QuantitySpinBox and CountSpinBox.
 */
std::optional<double> interpretQuantity(const QString &text, cl::QuantityKind kind,
                                        double displayScale, double min, double max,
                                        const QString &suffix, QString *reason,
                                        bool *hadUnit = nullptr);

/**
 * The integer fields (layers, sequence length, batch, degrees): "32k", "4,096" or "1M" are
 * understood, a negative or out-of-range value is refused with the reason in the tooltip.
 */
class CountSpinBox : public QSpinBox
{
    Q_OBJECT

public:
    explicit CountSpinBox(QWidget *parent = nullptr);
    QString refusal() const { return mRefusal; }

    QValidator::State validate(QString &text, int &pos) const override;
    int valueFromText(const QString &text) const override;
    void fixup(QString &input) const override;

signals:
    void refused(const QString &reason);

private:
    QString typed(const QString &text) const;
    mutable QString mRefusal;
};

/**
 * A spin box that understands what a planner types: "15T" in a field shown in billions is
 * 15,000 B, "40 kW" in a field shown in kW is 40, "3 d" in a days field is 3. It says what it
 * understood (tooltip and understood()), and refuses what is impossible (a negative power, an
 * unknown unit, a value out of range) with a message instead of clamping it silently.
 * Parsing is core's (cl::parseQuantity), shared with the CLI's number flags.
 */
class QuantitySpinBox : public QDoubleSpinBox
{
    Q_OBJECT

public:
    /** displayScale: SI units per displayed unit (1e9 for a field shown in billions). */
    QuantitySpinBox(cl::QuantityKind kind, double displayScale, QWidget *parent = nullptr);

    cl::QuantityKind kind() const { return mKind; }
    /** A field whose unit follows a setting (a budget in 万元 or M USD): set it before the value.
     */
    void setDisplayScale(double displayScale) { mDisplayScale = displayScale; }
    /** The last refusal's message, empty after an accepted edit. */
    QString refusal() const { return mRefusal; }

    QValidator::State validate(QString &text, int &pos) const override;
    double valueFromText(const QString &text) const override;
    /** The value without trailing zeros ("15 T", "0.3 T", "40 kW"): the decimals say how fine a
     *  value may be, not how many zeros to show. */
    QString textFromValue(double value) const override;
    void fixup(QString &input) const override;

signals:
    /** After an edit with a unit: "15T = 15 T tokens". */
    void understood(const QString &explanation);
    /** An edit that was refused; the previous value stays. */
    void refused(const QString &reason);

private:
    QString stripAffixes(const QString &text) const;
    /** The value in displayed units, or a reason it cannot be taken. */
    std::optional<double> interpret(const QString &text, QString *reason) const;
    void showRefusal(const QString &reason) const;

    cl::QuantityKind mKind;
    double mDisplayScale;
    mutable QString mRefusal;
    mutable QString mPendingExplanation;
};

} // namespace clw
