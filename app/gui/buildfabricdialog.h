// SPDX-License-Identifier: GPL-3.0-or-later
// Tools → Build Fabric…: the fabric generator's choices, and before anything changes a preview of
// what it would add and remove (switches, cables, racks, parts and their cost).
#pragma once

#include "fabric/fabricgenerator.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableWidget;

namespace cl {

class Document;

class BuildFabricDialog : public QDialog
{
    Q_OBJECT

public:
    BuildFabricDialog(Document *document, QWidget *parent = nullptr);

    /** The last preview: what Build applies (nullopt before the first). */
    const std::optional<FabricResult> &result() const { return mResult; }
    FabricOptions options() const;

private:
    void preview();

    Document *mDocument;
    QComboBox *mFabric;
    QComboBox *mTopology;
    QComboBox *mSwitch;
    QComboBox *mOversubscription;
    QCheckBox *mSelectionOnly;
    QLabel *mSummary;
    QTableWidget *mParts;
    QPushButton *mBuild = nullptr;
    std::optional<FabricResult> mResult;
};

} // namespace cl
