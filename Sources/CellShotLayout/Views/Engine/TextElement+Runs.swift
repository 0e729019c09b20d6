import CellShotRaster
import CellShotText

extension TextElement {
    /// A styled text's underline and strikethrough bars: under or through each piece of a run
    /// that has them (or of every run when the whole text has them), in the run's colour,
    /// sized by its font and raised with its baseline, by the rule of a plain text's bars.
    func runDecorations(_ laidOut: TextLayout, _ rect: Rect, _ context: LayoutContext) -> [LayoutNode] {
        var out: [LayoutNode] = []
        for line in laidOut.lines {
            for extent in line.runExtents where extent.width > 0 && extent.run < laidOut.runs.count {
                let style = laidOut.runs[extent.run].style
                guard underline || strikethrough || style.isUnderlined || style.isStruckThrough else { continue }
                let size = style.font.safeSizeForBars
                let thickness = max(1, (size * 0.06 * context.scale).rounded()) / context.scale
                let baseline = rect.minY + line.baseline - (style.baselineOffset.isFinite ? style.baselineOffset : 0)
                // Mirroring later moves a bar at x to width − x − w: place it so that it lands under the
                // piece the right-to-left layout draws.
                let barX = context.rightToLeft ? rect.maxX - extent.x - extent.width : rect.minX + extent.x
                let bar = ShapeContent(outline: .rectangle, fill: style.color ?? color)
                if underline || style.isUnderlined {
                    out.append(LayoutNode(name: "underline", frame: Rect(x: barX, y: baseline + size * 0.1, width: extent.width,
                                                                         height: thickness), content: .shape(bar)))
                }
                if strikethrough || style.isStruckThrough {
                    let barY = baseline - style.font.metrics.xHeight / 2 - thickness / 2
                    out.append(LayoutNode(name: "strikethrough", frame: Rect(x: barX, y: barY, width: extent.width, height: thickness),
                                          content: .shape(bar)))
                }
            }
        }
        return out
    }
}

extension Font {
    /// The size bars are measured by: the font's size when it is a finite positive number, else 0.
    fileprivate var safeSizeForBars: Double { size.isFinite && size > 0 ? min(size, 10_000) : 0 }
}
