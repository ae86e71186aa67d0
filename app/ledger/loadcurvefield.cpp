// SPDX-License-Identifier: GPL-3.0-or-later
#include "loadcurvefield.h"

#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <algorithm>

namespace cl {

LoadCurveField::LoadCurveField(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mText = new QLineEdit(this);
    mText->setObjectName(QStringLiteral("servingLoadCurve"));
    mText->setClearButtonEnabled(true);
    layout->addWidget(mText);
    mRefusal = new QLabel(this);
    mRefusal->setObjectName(QStringLiteral("servingLoadCurveRefusal"));
    mRefusal->setWordWrap(true);
    mRefusal->setStyleSheet(QStringLiteral("color: #b00020"));
    mRefusal->hide();
    layout->addWidget(mRefusal);
    connect(mText, &QLineEdit::editingFinished, this, &LoadCurveField::edited);
    retranslate();
}

void LoadCurveField::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LoadCurveField::retranslate()
{
    mText->setPlaceholderText(tr("flat: the peak all the time"));
    mText->setToolTip(tr("Shares of the peak load for each hour of a day (24) or of a week from "
                         "Monday 00:00 (168), separated by commas or spaces; a column pasted "
                         "from a spreadsheet reads too"));
}

void LoadCurveField::setCurve(const std::vector<double> &curve)
{
    QStringList shares;
    for (double share : curve)
        shares << QString::number(share, 'g', 4);
    if (!mText->hasFocus()) { // a re-plan must not replace what is being typed
        mText->setText(shares.join(QStringLiteral(", ")));
        mText->setCursorPosition(0); // midnight first
    }
    mRefusal->hide();
}

std::optional<std::vector<double>> LoadCurveField::parse(const QString &text, QString *why)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    const QStringList parts = text.split(separators, Qt::SkipEmptyParts);
    std::vector<double> curve;
    for (const QString &part : parts) {
        bool ok = false;
        // The C locale's point, or the user's own decimal comma ("0,5" reads as one share only
        // where commas do not separate; a Chinese or English locale writes 0.5).
        double share = part.toDouble(&ok);
        if (!ok)
            share = QLocale().toDouble(part, &ok);
        if (!ok || share < 0 || share > 1) {
            *why = tr("Not taken: \"%1\" is not a share of the peak from 0 to 1.").arg(part);
            return std::nullopt;
        }
        curve.push_back(share);
    }
    if (!curve.empty() && curve.size() != 24 && curve.size() != 168) {
        *why = tr("Not taken: %1 shares; a day has 24 hours, a week 168.").arg(curve.size());
        return std::nullopt;
    }
    if (!curve.empty() && *std::max_element(curve.begin(), curve.end()) <= 0) {
        *why = tr("Not taken: at least one hour must be above 0 (the peak is the load above).");
        return std::nullopt;
    }
    return curve;
}

std::optional<std::vector<double>> LoadCurveField::curve()
{
    QString why;
    auto parsed = parse(mText->text(), &why);
    mRefusal->setText(why);
    mRefusal->setVisible(!parsed);
    return parsed;
}

} // namespace cl
