// SPDX-License-Identifier: GPL-3.0-or-later
// The design's serving workloads in the Targets panel: pick one (or add one), set its model,
// precisions, request shape, load and latency targets, layout and island, and read what the
// ledger says of it. Every change is one undoable edit of the list.
#pragma once

#include <QWidget>

#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace cl {

class Document;
struct DesignLedger;

class ServingForm : public QWidget
{
    Q_OBJECT

public:
    explicit ServingForm(Document *document, QWidget *parent = nullptr);
    void setLedger(std::shared_ptr<const DesignLedger> ledger);

protected:
    void changeEvent(QEvent *event) override;

private:
    void createFields();
    void retranslate();
    void refresh();
    void showResult();
    void commit(int field);
    void add();
    void remove();

    Document *mDocument;
    std::shared_ptr<const DesignLedger> mLedger;
    bool mLoading = false;
    QFormLayout *mForm = nullptr;
    QComboBox *mWhich = nullptr;
    QPushButton *mAdd = nullptr;
    QPushButton *mRemove = nullptr;
    QLineEdit *mName = nullptr;
    QComboBox *mModel = nullptr;
    QComboBox *mWeights = nullptr;
    QComboBox *mActivations = nullptr;
    QComboBox *mKv = nullptr;
    QSpinBox *mInput = nullptr;
    QSpinBox *mOutput = nullptr;
    QComboBox *mLoadKind = nullptr;
    QDoubleSpinBox *mLoad = nullptr;
    QDoubleSpinBox *mTtft = nullptr;
    QDoubleSpinBox *mTpot = nullptr;
    QComboBox *mTp = nullptr;
    QSpinBox *mPp = nullptr;
    QLabel *mResult = nullptr;
};

} // namespace cl
