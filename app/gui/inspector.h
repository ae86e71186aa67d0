// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commands/undocommands.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QStackedWidget;

namespace cl {

class Document;

/**
 * Edits the selection's properties: a rack's name, feeds, derating, redundancy and budget; a
 * device's name, model (swapped in place) and GPUs; a cable's fabric, media and length; the site
 * when nothing is selected. Every edit is one undo command (a scrub merges); a value the model
 * would refuse is refused here with the reason shown, never stored.
 */
class Inspector : public QWidget
{
    Q_OBJECT

public:
    explicit Inspector(Document *document, QWidget *parent = nullptr);
    /** Whether a model change may take a rack past its usable power (the toolbar's switch). */
    void setEnforcePower(bool on) { mEnforcePower = on; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildPages();
    void buildRackPage();
    void buildLinkPage();
    void addPage(QFormLayout *&form);
    void retranslate();
    void refresh();
    void refuse(const QString &reason);
    void commitRack(EditField field);
    void commitDevice(EditField field);
    void commitLink(EditField field);

    Document *mDocument;
    QStackedWidget *mStack = nullptr;
    QLabel *mTitle = nullptr;
    QLabel *mReason = nullptr;
    bool mLoading = false;
    bool mEnforcePower = true;
    QString mObjectId;

    class SiteForm *mSite = nullptr;
    // rack
    QFormLayout *mRackForm = nullptr;
    QLineEdit *mRackName = nullptr;
    QSpinBox *mFeeds = nullptr;
    QDoubleSpinBox *mVoltage = nullptr;
    QDoubleSpinBox *mAmps = nullptr;
    QComboBox *mPhase = nullptr;
    QDoubleSpinBox *mDerating = nullptr;
    QComboBox *mRedundancy = nullptr;
    QDoubleSpinBox *mBudget = nullptr;
    QLineEdit *mScaleUpDomain = nullptr;
    QLabel *mUsable = nullptr;
    QComboBox *mCoolingType = nullptr;
    QDoubleSpinBox *mCoolingLimit = nullptr;
    QDoubleSpinBox *mLiquidLimit = nullptr;
    QLabel *mHeat = nullptr;
    // device
    QFormLayout *mDeviceForm = nullptr;
    QLineEdit *mDeviceName = nullptr;
    QComboBox *mDeviceModel = nullptr;
    QComboBox *mGpuModel = nullptr;
    QSpinBox *mGpuCount = nullptr;
    QLabel *mCduRating = nullptr;
    // link
    QFormLayout *mLinkForm = nullptr;
    QComboBox *mFabric = nullptr;
    QComboBox *mMedia = nullptr;
    QDoubleSpinBox *mLength = nullptr;
    QLabel *mLinkEnds = nullptr;
    // several
    QLabel *mMulti = nullptr;
};

} // namespace cl
