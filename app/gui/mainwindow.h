// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <QPointer>

class QAction;
class QActionGroup;
class QDockWidget;
class QMenu;

namespace clw {
class DiagnosticList;
}

namespace cl {

class Document;
class DesignOverview;
class SummaryPanel;

/** Wiring only: menus, docks and file handling around one Document. */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Document *document() const { return mDocument; }
    /** Opens a design; on failure shows the loader's errors and keeps the current design. */
    bool openFile(const QString &fileName, bool interactive = true);
    bool saveFile(const QString &fileName);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createDocks();
    void retranslate();
    void updateTitle();
    void refreshDiagnostics();
    void updateRecentMenu();
    bool maybeSave();
    void open();
    bool save();
    bool saveAs();
    void revert();
    void newDesign();
    void about();

    Document *mDocument = nullptr;
    DesignOverview *mOverview = nullptr;
    SummaryPanel *mSummary = nullptr;
    clw::DiagnosticList *mDiagnostics = nullptr;
    QDockWidget *mSummaryDock = nullptr;
    QDockWidget *mDiagnosticsDock = nullptr;
    QDockWidget *mUndoDock = nullptr;

    QMenu *mFileMenu = nullptr;
    QMenu *mRecentMenu = nullptr;
    QMenu *mEditMenu = nullptr;
    QMenu *mViewMenu = nullptr;
    QMenu *mLanguageMenu = nullptr;
    QMenu *mHelpMenu = nullptr;
    QAction *mNewAction = nullptr;
    QAction *mOpenAction = nullptr;
    QAction *mSaveAction = nullptr;
    QAction *mSaveAsAction = nullptr;
    QAction *mRevertAction = nullptr;
    QAction *mQuitAction = nullptr;
    QAction *mUndoAction = nullptr;
    QAction *mRedoAction = nullptr;
    QAction *mAboutAction = nullptr;
    QAction *mSystemLanguageAction = nullptr;
    QActionGroup *mLanguageGroup = nullptr;
};

} // namespace cl
