// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLineEdit;
class QTreeWidget;

namespace cl {

class Catalog;

/**
 * The catalog as a searchable, categorised list. Entries drag onto the canvas (MIME
 * application/x-clusterledger-catalog-id) or, double-clicked, go to the next free spot.
 */
class Palette : public QWidget
{
    Q_OBJECT

public:
    explicit Palette(const Catalog &catalog, QWidget *parent = nullptr);
    QTreeWidget *tree() const { return mTree; }
    void setFilter(const QString &text);

signals:
    void entryActivated(const QString &catalogId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    const Catalog &mCatalog;
    QLineEdit *mSearch = nullptr;
    QTreeWidget *mTree = nullptr;
};

} // namespace cl
