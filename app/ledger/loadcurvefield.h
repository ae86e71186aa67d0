// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QLineEdit;

namespace cl {

/**
 * A serving fleet's load curve as a planner enters it: 24 hourly shares of the peak for a day or
 * 168 for a week from Monday 00:00 (format 16), separated by commas, spaces or new lines, so a
 * column pasted from a spreadsheet reads; empty is flat (the peak all the time). What the file
 * would refuse (another count, a share outside 0-1, all zero) is said under the field and not
 * taken.
 */
class LoadCurveField : public QWidget
{
    Q_OBJECT

public:
    explicit LoadCurveField(QWidget *parent = nullptr);
    void setCurve(const std::vector<double> &curve);
    /** The curve typed, or nothing while the text is refused (the field then says why). */
    std::optional<std::vector<double>> curve();
    /** The curve in `text`, or nothing with the reason in `why`. */
    static std::optional<std::vector<double>> parse(const QString &text, QString *why);

signals:
    void edited();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLineEdit *mText = nullptr;
    QLabel *mRefusal = nullptr;
};

} // namespace cl
