import CellShotRaster
import CellShotText

/// The labels of a row: UIKit's four cell styles laid out in the space between the image and
/// the accessory (value1 keeps the text's width first and truncates the detail).
extension RowLayout {
    /// A label placed at (x, y) of the content box: what the row adds as a text node.
    typealias Label = (name: String, layout: TextLayout, x: Double, y: Double, color: Color, text: String)

    /// The labels of the four cell styles; returns the content height.
    func layoutLabels(textX: Double, textMaxX: Double, available: Double, textColor: Color, detailColor: Color,
                      into labels: inout [Label]) -> Double {
        let textAlign = attributes.textAlignment ?? .natural
        let detailAlign = attributes.detailTextAlignment ?? .natural
        guard let detail = row.detailText, row.style != .default else {
            let textLayout = label(row.text, textFont, width: available, alignment: textAlign)
            labels.append(("text", textLayout, textX, 0, textColor, row.text))
            return textLayout.size.height
        }
        if stacked {
            let textLayout = label(row.text, textFont, width: available, alignment: textAlign)
            let detailLayout = label(detail, detailFont, width: available, alignment: detailAlign)
            let gap = 3.0
            labels.append(("text", textLayout, textX, 0, textColor, row.text))
            labels.append(("detail", detailLayout, textX, textLayout.size.height + gap, detailColor, detail))
            return textLayout.size.height + gap + detailLayout.size.height
        }
        if row.style == .value2 {
            // A trailing-aligned tinted column (about a quarter of the row), then the detail.
            let column = metrics.snap(max(60, available * 0.28))
            let textLayout = label(row.text, textFont, width: column, alignment: attributes.textAlignment ?? .trailing)
            let detailLayout = label(detail, detailFont, width: max(1, available - column - 6), alignment: detailAlign)
            let labelsHeight = max(textLayout.size.height, detailLayout.size.height)
            labels.append(("text", textLayout, textX, (labelsHeight - textLayout.size.height) / 2, textColor, row.text))
            labels.append(("detail", detailLayout, textX + column + 6, (labelsHeight - detailLayout.size.height) / 2, detailColor, detail))
            return labelsHeight
        }
        // value1: text leading, detail trailing; the text keeps its width first.
        let naturalText = single(row.text, textFont, maxWidth: .infinity)
        let naturalDetail = single(detail, detailFont, maxWidth: .infinity)
        let gap = metrics.accessorySpacing
        let fits = naturalText.size.width + gap + naturalDetail.size.width <= available
        let detailLayout = fits ? naturalDetail : single(detail, detailFont, maxWidth: min(naturalDetail.size.width,
                                                                                  max(available - naturalText.size.width - gap, available * 0.4)))
        let textWidth = max(1, available - detailLayout.size.width - gap)
        let textLayout = lines == 1 ? (fits ? naturalText : single(row.text, textFont, maxWidth: textWidth))
                           : label(row.text, textFont, width: textWidth, alignment: textAlign)
        let labelsHeight = max(textLayout.size.height, detailLayout.size.height)
        labels.append(("text", textLayout, textX, (labelsHeight - textLayout.size.height) / 2, textColor, row.text))
        labels.append(("detail", detailLayout, textMaxX - detailLayout.size.width, (labelsHeight - detailLayout.size.height) / 2, detailColor, detail))
        return labelsHeight
    }

    func label(_ string: String, _ font: Font, width: Double, alignment: TextAlignment) -> TextLayout {
        TextLayout(string, font: font, width: width, numberOfLines: lines, alignment: alignment, direction: metrics.env.layoutDirection)
    }

    /// One line whose box is exactly its text, truncated with "…" to `maxWidth`.
    func single(_ string: String, _ font: Font, maxWidth: Double) -> TextLayout {
        let dir = metrics.env.layoutDirection
        let unbounded = TextLayout(string, font: font, width: nil, numberOfLines: 1, direction: dir)
        if unbounded.size.width <= maxWidth { return unbounded }
        let cut = TextLayout(string, font: font, width: max(1, maxWidth), numberOfLines: 1, direction: dir)
        return TextLayout(cut.lines.first?.text ?? "", font: font, width: nil, numberOfLines: 1, direction: dir)
    }
}
