// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QTreeWidget>

#include <cstddef>
#include <vector>

namespace cl {

class Document;
struct ChangeEvent;
struct Device;
struct Rack;

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
    /** The rows of the racks an edit touched made again, the rest kept (at 16,384 GPUs the
     *  whole tree of 6,600 rows is 20 ms of every edit); false where racks or the "Not placed"
     *  group come or go, which rebuild. */
    bool patch(const ChangeEvent &event);
    /** A rack's row (its U, power and load) and its devices' rows under it, top U first. */
    void fillRack(QTreeWidgetItem *item, const Rack &rack, const std::vector<std::size_t> &indices);
    QTreeWidgetItem *deviceItem(const Device &device, QTreeWidgetItem *parent);

    Document *mDocument;
    QHash<QString, QTreeWidgetItem *> mItems; ///< each rack's and device's row, by id
    bool mStale = false; ///< changed while hidden: rebuilt when shown
};

} // namespace cl
