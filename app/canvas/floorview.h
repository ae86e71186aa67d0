// SPDX-License-Identifier: GPL-3.0-or-later
// The floor from above (issue 13): rows of racks at their places and the site's row pitch, each
// rack coloured by its power against its usable power (the DCIM colours), the aisles between rows
// marked cold or hot as the site's containment says, and the overhead cable trays along the rows.
// A long hall folds into bands of rows side by side to fit the widget. A click selects the rack
// in the document, as in the elevations.
#pragma once

#include <QRectF>
#include <QWidget>

#include <memory>
#include <vector>

class QPainter;

namespace cl {

class Document;
struct DesignLedger;

class FloorView : public QWidget
{
    Q_OBJECT

public:
    explicit FloorView(Document *document, QWidget *parent = nullptr);

    void setLedger(std::shared_ptr<const DesignLedger> ledger);
    /** Each rack's footprint in widget coordinates, as last laid out (for tests and hit-tests). */
    struct Footprint
    {
        QString rackId;
        QString name; ///< the rack's name, kept so painting never searches the design
        QRectF rect;
        double fraction = 0; ///< max power / usable power
    };
    const std::vector<Footprint> &footprints() const { return mFootprints; }
    /** The line under the floor that says what the colours and dashes mean. */
    QRectF legendRect() const { return mLegend; }
    QSize sizeHint() const override { return {480, 240}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    void layoutFloor();
    const Footprint *footprintAt(const QPointF &pos) const;
    void paintLegend(QPainter &p);

    Document *mDocument;
    std::shared_ptr<const DesignLedger> mLedger;
    std::vector<Footprint> mFootprints;
    struct Aisle
    {
        QRectF rect;
        bool cold = true;
    };
    /** A long hall folds into bands of rows side by side; each is named by its rows. */
    struct Band
    {
        QRectF label;
        int firstRow = 0; ///< 1-based, as shown
        int lastRow = 0;
    };
    QString bandLabel(const Band &band) const; ///< "Rows 3–4", "Row 5"
    std::vector<Aisle> mAisles; ///< between rows of a band
    std::vector<QRectF> mTrays;
    std::vector<Band> mBands; ///< empty while the hall fits unfolded
    QRectF mLegend; ///< the line under the floor for the legend
    double mScale = 1; ///< pixels per metre
    int mRowsPerBand = 1;
};

} // namespace cl
