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
    void showEvent(QShowEvent *event) override;

private:
    void rebuild();
    /** A rebuild now, or when next shown if the window is on screen and this tab is not (at
     *  16,384 GPUs the tree of 6,600 rows is tens of ms of every edit). */
    void rebuildWhenSeen();

    Document *mDocument;
    bool mStale = false;
};

} // namespace cl
