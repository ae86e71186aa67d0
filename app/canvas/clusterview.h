// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>
#include <QLineF>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace cl {
class Document;
}

namespace cl::canvas {

class AbstractTool;
class ClusterScene;
class ConnectTool;
class SelectTool;

/** MIME type of a catalog entry dragged from the palette: the catalog id as UTF-8. */
inline constexpr const char *kCatalogMimeType = "application/x-clusterledger-catalog-id";

/**
 * The canvas view: zoom under the cursor, pan with the middle button or space-drag, fit all or the
 * selection, drops from the palette with the target shown green or red and the reason at the
 * cursor, and mouse events routed to the active tool.
 */
class ClusterView : public QGraphicsView
{
    Q_OBJECT

public:
    ClusterView(ClusterScene *scene, QWidget *parent = nullptr);
    ~ClusterView() override;

    ClusterScene *clusterScene() const;
    Document *document() const;

    enum class Tool { Select, Connect };
    void setTool(Tool tool);
    Tool tool() const { return mToolKind; }
    ConnectTool *connectTool() const { return mConnect.get(); }

    /** The keys that override the power check for one drop: Alt, or Shift where the window
     *  manager takes Alt+drag for moving windows (openbox and many Linux desktops). */
    static constexpr Qt::KeyboardModifiers kOverrideModifiers {Qt::AltModifier | Qt::ShiftModifier};
    /** Whether a drop must respect the rack's power budget (Alt or Shift overrides it per drop;
     *  Tools > Enforce Power Budgets turns it off). */
    void setEnforcePower(bool enforce) { mEnforcePower = enforce; }
    bool enforcePower(Qt::KeyboardModifiers modifiers) const
    {
        return mEnforcePower && !(modifiers & kOverrideModifiers);
    }

    void zoomBy(qreal factor);
    void fitAll();
    void fitSelection();
    /** What an empty canvas says: where to start. */
    static QString emptyCanvasText();
    /** The zoom as a percentage of full size (100 = one scene unit per pixel). */
    int zoomPercent() const;

    /** The cable being drawn by the connect tool, from its first device to the cursor. */
    void setPendingCable(std::optional<QLineF> line);
    const std::optional<QLineF> &pendingCable() const { return mPendingCable; }

    /** Shows a reason at the cursor and sends it to the status bar. */
    void tellUser(const QString &message, const QPoint &viewPos = QPoint(-1, -1));

signals:
    void statusMessage(const QString &message);
    /** The view changed its tool itself (Escape leaves Connect for Select). */
    void toolChanged(cl::canvas::ClusterView::Tool tool);
    void zoomChanged(int percent);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    /** Checks (and with commit, performs) a drop of a catalog entry at a scene point. */
    bool handleCatalogDrop(const QString &catalogId, const QPointF &scenePos,
                           Qt::KeyboardModifiers modifiers, bool commit, QString *reason,
                           QRectF *target);
    void updateLevelOfDetail();
    Qt::KeyboardModifiers dragModifiers(Qt::KeyboardModifiers fromEvent) const;
    /** Shows the drop target for the drag in progress (mDragId at mDragPos, mDragModifiers). */
    void showDrag();
    void endDrag();

    std::unique_ptr<SelectTool> mSelect;
    std::unique_ptr<ConnectTool> mConnect;
    AbstractTool *mTool = nullptr;
    Tool mToolKind = Tool::Select;
    bool mEnforcePower = true;
    bool mSpaceHeld = false;
    bool mPanning = false;
    QPoint mPanStart;
    std::optional<QLineF> mPendingCable;
    // The palette drag in progress, re-checked when Alt goes down or up without a mouse move.
    QString mDragId;
    QPoint mDragPos;
    Qt::KeyboardModifiers mDragModifiers;
    QTimer mModifierPoll;
};

} // namespace cl::canvas
