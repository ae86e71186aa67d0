// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTreeWidget>

namespace cl {

class Document;

/**
 * The design as a tree: racks (with U and power against budget) and what stands in them, then the
 * devices not yet placed. The rack elevation canvas comes later; this view stays as its outline.
 */
class DesignOverview : public QTreeWidget
{
    Q_OBJECT

public:
    explicit DesignOverview(Document *document, QWidget *parent = nullptr);

    /** Selects and scrolls to the rack or device with this id; false if there is none. */
    bool showObject(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    Document *mDocument;
};

} // namespace cl
