import CellShotRaster
import CellShotText

/// The drawn UIKit controls of a row — accessories, switch, stepper, editing controls, reorder
/// handle, activity indicator — as layout nodes in points (left-to-right; the engine mirrors).
enum RowControls {
    /// Width of an accessory's slot.
    static func width(_ accessory: RowAccessory, _ metrics: TableMetrics) -> Double {
        let typeScale = metrics.typeScale
        switch accessory {
        case .none: return 0
        case .disclosureIndicator: return (8 * typeScale).rounded()
        case .checkmark: return (14 * typeScale).rounded()
        case .detailButton: return (22 * typeScale).rounded()
        case .detailDisclosureButton: return (22 * typeScale).rounded() + 12 + (8 * typeScale).rounded()
        }
    }

    /// The accessory ending at `maxX`, centred on `midY`.
    static func accessory(_ accessory: RowAccessory, maxX: Double, midY: Double, _ metrics: TableMetrics,
                          path: String) throws(CellError) -> LayoutNode? {
        let typeScale = metrics.typeScale
        let rtl = metrics.env.layoutDirection == .rightToLeft
        let disclosureSize = Size(width: (8 * typeScale).rounded(), height: (14 * typeScale).rounded())
        func disclosure(_ minX: Double) throws(CellError) -> LayoutNode {
            LayoutNode(name: "disclosure", frame: Rect(x: minX, y: midY - disclosureSize.height / 2, width: disclosureSize.width, height: disclosureSize.height),
                       content: .icon(name: "chevron.right", artwork: try metrics.env.resources.artwork(named: "chevron.right"),
                                      color: metrics.color(.tertiaryLabel), mirrored: rtl))
        }
        let slotWidth = width(accessory, metrics)
        let frame = Rect(x: maxX - slotWidth, y: midY - 11 * typeScale, width: slotWidth, height: 22 * typeScale)
        switch accessory {
        case .none:
            return nil
        case .disclosureIndicator:
            var node = try disclosure(maxX - slotWidth)
            node.name = path
            return node
        case .checkmark:
            let side = (14 * typeScale).rounded()
            return LayoutNode(name: path, frame: Rect(x: maxX - side, y: midY - side / 2, width: side, height: side),
                              content: .icon(name: "checkmark", artwork: try metrics.env.resources.artwork(named: "checkmark"),
                                             color: metrics.tintColor, mirrored: false))
        case .detailButton, .detailDisclosureButton:
            let side = (22 * typeScale).rounded()
            let circle = Rect(x: frame.minX, y: midY - side / 2, width: side, height: side)
            var children = [info(circle, metrics, path: "info")]
            if accessory == .detailDisclosureButton { children.append(try disclosure(maxX - disclosureSize.width)) }
            return LayoutNode(name: path, frame: frame, children: children)
        }
    }

    /// The ⓘ of a detail button: a tinted ring around a tinted "i".
    static func info(_ circle: Rect, _ metrics: TableMetrics, path: String) -> LayoutNode {
        let ring = BoxStyle(fill: nil, radius: circle.width / 2, continuous: false, borderWidth: 1.5 * metrics.typeScale, borderColor: metrics.tintColor)
        let font = Font.system(size: (15 * metrics.typeScale).rounded(), weight: .bold)
        let glyph = TextLayout("i", font: font, width: nil, numberOfLines: 1)
        let glyphFrame = Rect(x: circle.midX - glyph.size.width / 2, y: circle.midY - glyph.size.height / 2, width: glyph.size.width, height: glyph.size.height)
        return LayoutNode(name: path, frame: circle, content: .box(ring),
                          children: [LayoutNode(name: "glyph", frame: glyphFrame, text: "i", content: .text(glyph, metrics.tintColor))])
    }

    /// A UISwitch: 51×31 capsule track, 27 pt white knob with a soft shadow.
    static func toggle(isOn: Bool, tint: DynamicColor?, maxX: Double, midY: Double, _ metrics: TableMetrics, path: String) -> LayoutNode {
        let track = Rect(x: maxX - 51, y: midY - 15.5, width: 51, height: 31)
        let onColor = metrics.color(tint ?? .systemGreen)
        // The off track: systemFill over the row, as UISwitch draws it (#E9E9EA light, #39393D dark).
        let offColor = metrics.env.appearance == .light ? Color.rgb(233, 233, 234) : Color.rgb(57, 57, 61)
        let knobX = isOn ? track.maxX - 29 : track.minX + 2
        let knob = Rect(x: knobX, y: track.minY + 2, width: 27, height: 27)
        let shadow = Shadow(offset: Point(0, 3), blur: 8, color: Color(white: 0, alpha: 0.15))
        let knobStyle = BoxStyle(fill: .white, radius: 13.5, continuous: false, borderWidth: 0.5,
                                 borderColor: Color(white: 0, alpha: 0.04), shadow: shadow)
        return LayoutNode(name: path, frame: track, text: isOn ? "on" : "off",
                          content: .box(BoxStyle(fill: isOn ? onColor : offColor, radius: 15.5, continuous: false)),
                          children: [LayoutNode(name: "knob", frame: knob, content: .box(knobStyle))])
    }

    /// A UIStepper: a 94×32 rounded track (tertiarySystemFill), a divider, − and + glyphs
    /// (a glyph at its limit is drawn in tertiaryLabel, as a disabled segment); `valueText` is
    /// the control's text in the layout dump (nil for a stepper without a value).
    static func stepper(value: Int, valueText: String?, range: ClosedRange<Int>, maxX: Double, midY: Double, _ metrics: TableMetrics, path: String) -> LayoutNode {
        let track = Rect(x: maxX - 94, y: midY - 16, width: 94, height: 32)
        let fill = metrics.color(.tertiarySystemFill)
        let divider = Rect(x: track.midX, y: track.minY + 8, width: metrics.hairline, height: 16)
        let enabled = metrics.color(.label), disabled = metrics.color(.tertiaryLabel)
        let minus = Rect(x: track.minX + 23.5 - 7, y: track.midY - 1, width: 14, height: 2)
        let plusH = Rect(x: track.maxX - 23.5 - 7, y: track.midY - 1, width: 14, height: 2)
        let plusV = Rect(x: track.maxX - 23.5 - 1, y: track.midY - 7, width: 2, height: 14)
        func bar(_ name: String, _ frame: Rect, _ color: Color) -> LayoutNode {
            LayoutNode(name: "\(name)", frame: frame, content: .box(BoxStyle(fill: color, radius: 1, continuous: false)))
        }
        let minusColor = value > range.lowerBound ? enabled : disabled
        let plusColor = value < range.upperBound ? enabled : disabled
        return LayoutNode(name: path, frame: track, text: valueText,
                          content: .box(BoxStyle(fill: fill, radius: 8, continuous: true)),
                          children: [LayoutNode(name: "divider", frame: divider, content: .box(BoxStyle(fill: metrics.color(.opaqueSeparator), radius: 0))),
                                     bar("minus", minus, minusColor), bar("plus", plusH, plusColor), bar("plus.vertical", plusV, plusColor)])
    }

    /// How far the editing control moves a row's content: the 22 pt control and its spacing.
    static let editingWidth = 38.0

    /// How much the reorder handle takes from the trailing side of a row's content.
    static func reorderWidth(_ metrics: TableMetrics) -> Double { 17 + metrics.contentInset }

    /// The width of a value symbol's slot (9 pt at Large, the glyph's drawn width) and the
    /// space before it.
    static func valueSymbolSlot(_ metrics: TableMetrics) -> (width: Double, spacing: Double) { ((9 * metrics.typeScale).rounded(), 5) }

    /// A symbol after a row's value (a menu picker's `chevron.up.chevron.down`), in the
    /// secondary label colour: the 16 pt glyph box placed so the drawn glyph ends at `maxX`.
    static func valueSymbol(_ name: String, maxX: Double, midY: Double, _ metrics: TableMetrics, path: String) throws(CellError) -> LayoutNode {
        let side = (16 * metrics.typeScale).rounded()
        let art = try metrics.env.resources.artwork(named: name)
        let frame = Rect(x: maxX - side * 12.5 / 16, y: midY - side / 2, width: side, height: side)
        return LayoutNode(name: path, frame: frame, content: .icon(name: name, artwork: art, color: metrics.color(.secondaryLabel), mirrored: false))
    }

    /// The editing control: a 22 pt red circle with a white minus, or a green one with a plus.
    static func editingControl(_ control: EditingControl, x minX: Double, midY: Double, _ metrics: TableMetrics, path: String) -> LayoutNode? {
        guard control != .none else { return nil }
        let frame = Rect(x: minX, y: midY - 11, width: 22, height: 22)
        let fill = metrics.color(control == .delete ? .systemRed : .systemGreen)
        var children = [LayoutNode(name: "bar", frame: Rect(x: frame.midX - 6, y: frame.midY - 1, width: 12, height: 2),
                                   content: .box(BoxStyle(fill: .white, radius: 1, continuous: false)))]
        if control == .insert {
            children.append(LayoutNode(name: "bar.vertical", frame: Rect(x: frame.midX - 1, y: frame.midY - 6, width: 2, height: 12),
                                       content: .box(BoxStyle(fill: .white, radius: 1, continuous: false))))
        }
        return LayoutNode(name: path, frame: frame, text: control.rawValue,
                          content: .box(BoxStyle(fill: fill, radius: 11, continuous: false)), children: children)
    }

    /// The reorder handle: three 17 pt grey bars, 5 pt apart.
    static func reorderHandle(maxX: Double, midY: Double, _ metrics: TableMetrics, path: String) -> LayoutNode {
        let frame = Rect(x: maxX - 17, y: midY - 6, width: 17, height: 12)
        let barColor = metrics.color(.tertiaryLabel)
        let bars = (0..<3).map { index in
            LayoutNode(name: "bar[\(index)]", frame: Rect(x: frame.minX, y: frame.minY + Double(index) * 5, width: 17, height: 2),
                       content: .box(BoxStyle(fill: barColor, radius: 1, continuous: false)))
        }
        return LayoutNode(name: path, frame: frame, children: bars)
    }

    /// UIActivityIndicatorView (medium) at a fixed phase: eight spokes around `center`, the
    /// top one darkest, fading clockwise.
    static func spinner(center: Point, _ metrics: TableMetrics, path: String) -> LayoutNode {
        let side = 20.0
        let frame = Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        let rootHalf = 0.5.squareRoot()
        // (cos, sin) of the spoke angles, clockwise from 12 o'clock, without libm.
        let directions: [(Double, Double)] = [(0, -1), (rootHalf, -rootHalf), (1, 0), (rootHalf, rootHalf), (0, 1), (-rootHalf, rootHalf), (-1, 0), (-rootHalf, -rootHalf)]
        let base = metrics.color(.secondaryLabel)
        var spokes: [LayoutNode] = []
        for (i, direction) in directions.enumerated() {
            var part = Path(capsule: Rect(x: -1.25, y: 4.5, width: 2.5, height: 5.5))
            // Rotate the downward-pointing capsule so it points along direction: (0, 1) → direction, (1, 0) → (dy, −dx).
            part = part.transformed(by: Transform(a: direction.1, b: -direction.0, c: direction.0, d: direction.1, tx: side / 2, ty: side / 2))
            let alpha = 1 - Double(i) * 0.1
            let art = IconArtwork(parts: [IconArtwork.Part(path: part, rule: .nonZero)], viewBox: side)
            spokes.append(LayoutNode(name: "spoke[\(i)]", frame: frame,
                                     content: .icon(name: "spoke", artwork: art, color: base.withAlpha(base.alpha * alpha), mirrored: false)))
        }
        return LayoutNode(name: path, frame: frame, children: spokes)
    }
}
