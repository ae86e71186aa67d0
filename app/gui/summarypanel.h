// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace cl {

class Document;

/** The design's inventory and power in a few lines: what a planner checks first. */
class SummaryPanel : public QLabel
{
    Q_OBJECT

public:
    explicit SummaryPanel(Document *document, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    Document *mDocument;
};

} // namespace cl
