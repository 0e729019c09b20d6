import CellShotRaster
import CellShotText

/// Lays out one row inside `rect` (x extent and top; the height comes from the row): its
/// background, editing control, image, labels, accessory or control, and swipe actions.
/// Frames are built left-to-right and mirrored by the engine for right-to-left.
struct RowLayout {
    let row: Row
    let metrics: TableMetrics
    /// The row's section and its index in it.
    let section: Int
    let index: Int
    let isEditing: Bool
    let isStylished: Bool

    var attributes: RowAttributes { row.attributes }
    /// Where errors say the row is: `section[1]/row[3]`.
    var path: String { "section[\(section)]/row[\(index)]" }
    /// The node's own name: `row[3]`.
    var localName: String { "row[\(index)]" }
    /// Lines for the labels: one by default, unlimited at accessibility sizes (as UIKit's
    /// list cells wrap there instead of truncating).
    var lines: Int { Self.lines(attributes.numberOfLines, metrics.env.contentSize.isAccessibilityCategory) }
    var textFont: Font { metrics.font(Self.textFont(attributes.textFont, row.style)) }
    var detailFont: Font {
        metrics.font(attributes.detailTextFont ?? (row.style == .value1 || row.style == .value2 ? .body : .subheadline))
    }
    /// value1 stacks like subtitle at accessibility sizes, as UIKit does.
    var stacked: Bool { Self.stacked(row.style, metrics.env.contentSize.isAccessibilityCategory) }

    static func lines(_ numberOfLines: Int?, _ isAccessibilitySize: Bool) -> Int {
        max(0, numberOfLines ?? (isAccessibilitySize ? 0 : 1))
    }
    static func textFont(_ own: RowFont?, _ style: RowStyle) -> RowFont {
        own ?? (style == .value2 ? .style(.subheadline, weight: .semibold) : .body)
    }
    static func stacked(_ style: RowStyle, _ isAccessibilitySize: Bool) -> Bool {
        style == .subtitle || (style == .value1 && isAccessibilitySize)
    }
    private var accessory: RowAccessory {
        if isEditing { return .none }
        if let checked = attributes.checked { return checked ? .checkmark : (attributes.accessory == .checkmark ? .none : attributes.accessory ?? .none) }
        return attributes.accessory ?? .none
    }

    /// The height of the row at `row` when it follows from its font alone (a fixed-height
    /// standard row, or a single line of text: the fast path for long tables), nil when the row
    /// must be built. The row is read where it is stored, never copied.
    static func singleLineHeight(of row: UnsafePointer<Row>, _ fastPath: inout TableLayoutEngine.SingleLineRows) -> Double? {
        guard case .standard = row.pointee.kind else { return nil }
        if case let .fixed(fixed) = row.pointee.height, row.pointee.revealedSwipeEdge == nil { return fastPath.grid.snap(fixed) }
        let style = row.pointee.style, isAccessibilitySize = fastPath.isAccessibilitySize
        guard lines(row.pointee.attributes.numberOfLines, isAccessibilitySize) == 1,
              style == .default || (style == .value1 && !stacked(style, isAccessibilitySize)), row.pointee.image == nil else { return nil }
        let insets = row.pointee.options.insets ?? fastPath.insets
        let lineHeight = fastPath.lineHeight(textFont(row.pointee.attributes.textFont, style))
        return max(fastPath.minimumHeight, fastPath.grid.snap(lineHeight + insets.top + insets.bottom))
    }

    /// The row node (named `path`) and its height; `separatorInset` is the leading inset of its
    /// separator from the row's leading edge.
    func build(x originX: Double, y originY: Double, width: Double) throws(CellError) -> (node: LayoutNode, height: Double, separatorInset: Double) {
        do {
            return try buildNodes(x: originX, y: originY, width: width)
        } catch {
            throw .at(path: path, error)
        }
    }

    private func buildNodes(x originX: Double, y originY: Double, width: Double) throws(CellError) -> (node: LayoutNode, height: Double, separatorInset: Double) {
        if case let .embedded(content) = row.kind { return try embedded(content, x: originX, y: originY, width: width) }
        var x0 = originX + insets.leading
        var x1 = originX + width - insets.trailing
        let editingX = x0
        if isEditing, row.editingControl != .none { x0 += RowControls.editingWidth }
        if isEditing, row.showsReorderControl { x1 -= RowControls.reorderWidth(metrics) }

        // Trailing control or accessory: its width now, its node once the height is known.
        var trailing = 0.0, spacing = metrics.accessorySpacing
        switch row.kind {
        case .toggle: (trailing, spacing) = (51, 16)
        case .stepper: (trailing, spacing) = (94, 16)
        default:
            trailing = RowControls.width(accessory, metrics)
            if trailing == 0, row.options.valueSymbol != nil { (trailing, spacing) = RowControls.valueSymbolSlot(metrics) }
        }
        let textMaxX = trailing > 0 ? x1 - trailing - spacing : x1
        var textX = x0
        if row.image != nil { textX += metrics.imageSide + metrics.imageToText }
        let available = max(1, textMaxX - textX)

        // Labels, measured at the top of the content box (y = 0), placed below.
        var labels: [Label] = []
        var contentHeight = 0.0
        let textColor = metrics.color(attributes.textColor ?? defaultTextColor)
        let detailColor = metrics.color(attributes.detailTextColor ?? (row.style == .value2 ? .label : .secondaryLabel))
        switch row.kind {
        case .action:
            let actionText = label(row.text, textFont, width: max(1, x1 - x0), alignment: attributes.textAlignment ?? .center)
            labels.append(("text", actionText, x0, 0, textColor, row.text))
            contentHeight = actionText.size.height
        case .spinner:
            contentHeight = 20
        case let .stepper(value, range):
            let shown = min(max(value, range.lowerBound), range.upperBound)
            let valueText = row.options.hidesStepperValue ? nil : single("\(shown)", detailFont, maxWidth: available / 3)
            let valueWidth = valueText.map { $0.size.width + metrics.accessorySpacing } ?? 0
            let title = label(row.text, textFont, width: max(1, available - valueWidth), alignment: attributes.textAlignment ?? .natural)
            labels.append(("text", title, textX, 0, textColor, row.text))
            if let valueText {
                labels.append(("detail", valueText, textMaxX - valueText.size.width, (title.size.height - valueText.size.height) / 2,
                               detailColor, "\(shown)"))
            }
            contentHeight = title.size.height
        default:
            contentHeight = layoutLabels(textX: textX, textMaxX: textMaxX, available: available,
                                         textColor: textColor, detailColor: detailColor, into: &labels)
        }
        let imageSide = row.image == nil ? 0 : metrics.imageSide
        let labelsHeight = contentHeight
        contentHeight = max(contentHeight, imageSide)
        let height: Double
        if case let .fixed(fixed) = row.height { height = metrics.snap(fixed) } else {
            height = max(metrics.minimumRowHeight, metrics.snap(contentHeight + insets.top + insets.bottom))
        }
        let midY = originY + insets.top + (height - insets.top - insets.bottom) / 2
        let top = metrics.snap(midY - labelsHeight / 2)

        var children: [LayoutNode] = []
        children.reserveCapacity(labels.count + 5)
        children.append(background(Rect(x: originX, y: originY, width: width, height: height)))
        if isEditing, let control = RowControls.editingControl(row.editingControl, x: editingX, midY: midY, metrics, path: "editingControl") {
            children.append(control)
        }
        if let image = row.image {
            children.append(try imageNode(image, Rect(x: x0, y: midY - imageSide / 2, width: imageSide, height: imageSide)))
        }
        for label in labels {
            children.append(LayoutNode(name: label.name, frame: Rect(x: label.x, y: top + label.y, width: label.layout.boxWidth, height: label.layout.size.height),
                                       text: label.text, content: .text(label.layout, label.color)))
        }
        if let trailingControl = try trailingNode(maxX: x1, midY: midY, centerX: originX + width / 2) { children.append(trailingControl) }
        if isEditing, row.showsReorderControl {
            children.append(RowControls.reorderHandle(maxX: originX + width - metrics.contentInset, midY: midY, metrics, path: "reorder"))
        }
        return (LayoutNode(name: localName, frame: Rect(x: originX, y: originY, width: width, height: height), children: children), height, textX - originX)
    }

    /// The control or accessory at the trailing edge (the spinner centred), if the row has one.
    private func trailingNode(maxX: Double, midY: Double, centerX: Double) throws(CellError) -> LayoutNode? {
        switch row.kind {
        case let .toggle(isOn, tint):
            return RowControls.toggle(isOn: isOn, tint: tint, maxX: maxX, midY: midY, metrics, path: "switch")
        case let .stepper(value, range):
            let shown = min(max(value, range.lowerBound), range.upperBound)
            let valueText = row.options.stepperHasNoValue ? nil : "\(shown)"
            return RowControls.stepper(value: shown, valueText: valueText, range: range, maxX: maxX, midY: midY, metrics, path: "stepper")
        case .spinner:
            return RowControls.spinner(center: Point(centerX, midY), metrics, path: "spinner")
        default:
            if let node = try RowControls.accessory(accessory, maxX: maxX, midY: midY, metrics, path: "accessory") { return node }
            guard let symbol = row.options.valueSymbol else { return nil }
            return try RowControls.valueSymbol(symbol, maxX: maxX, midY: midY, metrics, path: "valueSymbol")
        }
    }

    /// The content's insets: the row's own (`.listRowInsets`), else the cell margins and 11 pt
    /// above and below.
    var insets: EdgeInsets { row.options.insets ?? metrics.rowInsets }

    private var defaultTextColor: DynamicColor {
        if case .action = row.kind { return metrics.tint }
        if row.style == .value2 { return metrics.tint }
        return .label
    }

    private func background(_ frame: Rect) -> LayoutNode {
        var fill = row.attributes.backgroundColor.map(metrics.color) ?? (isStylished ? stylishedBackground : metrics.rowBackground)
        if row.state != .normal { fill = metrics.selectedBackground }
        return LayoutNode(name: "background", frame: frame, content: .box(BoxStyle(fill: fill, radius: 0, continuous: false)))
    }

    /// Stylished sections: rows washed with the tint (12 %) over the row background.
    private var stylishedBackground: Color {
        let base = metrics.rowBackground, t = metrics.tintColor, k = 0.12
        return Color(red: base.red + (t.red - base.red) * k, green: base.green + (t.green - base.green) * k,
                     blue: base.blue + (t.blue - base.blue) * k, alpha: 1)
    }

    private func imageNode(_ image: RowImage, _ frame: Rect) throws(CellError) -> LayoutNode {
        let art = try metrics.env.resources.artwork(named: image.icon)
        let tint = metrics.color(attributes.imageTintColor ?? image.tint ?? metrics.tint)
        guard let bg = image.background else {
            let glyph = frame.insetBy(dx: frame.width * 0.12, dy: frame.height * 0.12)
            return LayoutNode(name: "image", frame: glyph, content: .icon(name: image.icon, artwork: art, color: tint, mirrored: false))
        }
        let glyph = frame.insetBy(dx: frame.width * 0.2, dy: frame.height * 0.2)
        return LayoutNode(name: "image", frame: frame, content: .box(BoxStyle(fill: metrics.color(bg), radius: frame.width * 0.225, continuous: true)),
                          children: [LayoutNode(name: "glyph", frame: glyph,
                                                content: .icon(name: image.icon, artwork: art, color: tint, mirrored: false))])
    }

    private func embedded(_ content: EmbeddedContent, x originX: Double, y originY: Double, width: Double) throws(CellError) -> (node: LayoutNode, height: Double, separatorInset: Double) {
        // While editing, a front's row view moves aside for the delete control and reorder handle.
        let editing = isEditing && content.showsEditingControls
        let lead = editing && row.editingControl != .none ? RowControls.editingWidth : 0
        let trail = editing && row.showsReorderControl ? RowControls.reorderWidth(metrics) : 0
        let tree = try content.layout(max(1, width - lead - trail), metrics.env, row.state)
        var height = tree.size.height
        if case let .fixed(fixed) = row.height { height = metrics.snap(fixed) }
        let frame = Rect(x: originX, y: originY, width: width, height: height)
        // Cells and models draw their own states; a plain view gets the table's.
        var fill = attributes.backgroundColor.map(metrics.color) ?? (tree.background.alpha > 0 ? tree.background : metrics.rowBackground)
        if content.kind == "view", row.state != .normal { fill = metrics.selectedBackground }
        // The content lays itself out right-to-left and is not mirrored: there the controls'
        // sides swap, so it moves by the reorder handle's width instead.
        var inner = tree.root.translated(dx: originX + (metrics.env.layoutDirection == .rightToLeft ? trail : lead), dy: originY)
        inner.name = content.kind
        let bg = LayoutNode(name: "background", frame: frame, content: .box(BoxStyle(fill: fill, radius: 0, continuous: false)))
        var children = [bg, inner]
        if editing, let control = RowControls.editingControl(row.editingControl, x: originX + metrics.contentInset, midY: originY + height / 2, metrics, path: "editingControl") {
            children.append(control)
        }
        if editing, row.showsReorderControl {
            children.append(RowControls.reorderHandle(maxX: originX + width - metrics.contentInset, midY: originY + height / 2, metrics, path: "reorder"))
        }
        let inset = (textInset(tree) ?? row.options.insets?.leading ?? metrics.contentInset) + lead
        return (LayoutNode(name: localName, frame: frame, children: children, clipsChildren: height < tree.size.height), height, inset)
    }
}

extension RowLayout {
    /// Where a view row's separator starts from the row's leading edge, when it follows the
    /// row's content: at the view's explicit `listRowSeparatorLeading` guide, else at its first
    /// text, as SwiftUI's rows do (nil: neither, or the separator keeps the margin).
    func textInset(_ tree: LayoutTree) -> Double? {
        guard row.options.separatorFollowsText,
              let start = tree.root.separatorLeading ?? tree.root.firstText else { return nil }
        let inset = metrics.env.layoutDirection == .rightToLeft ? tree.size.width - start.frame.maxX : start.frame.minX
        return max(0, inset)
    }
}

extension LayoutNode {
    /// The name of the mark an explicit `listRowSeparatorLeading` guide leaves in the tree.
    static let separatorLeadingName = "separatorLeading"
    /// The names of the nodes a background, an overlay or a border places beside their view.
    static let decorationNames: Set<String> = ["background", "overlay", "border"]

    /// The first node in drawing order that draws text, outside backgrounds and overlays (whose
    /// guides, as SwiftUI's, do not reach the view they decorate).
    var firstText: LayoutNode? {
        firstOutsideDecorations { if case .text = $0.content { return true } else { return false } }
    }

    /// The first mark of an explicit `listRowSeparatorLeading` guide, outside backgrounds and
    /// overlays.
    var separatorLeading: LayoutNode? { firstOutsideDecorations { $0.name == LayoutNode.separatorLeadingName } }

    /// The first node in drawing order (this one or a descendant) that `matches`, skipping
    /// backgrounds, overlays and borders.
    private func firstOutsideDecorations(_ matches: (LayoutNode) -> Bool) -> LayoutNode? {
        if matches(self) { return self }
        for child in children where !LayoutNode.decorationNames.contains(child.name) {
            if let found = child.firstOutsideDecorations(matches) { return found }
        }
        return nil
    }

    /// This node and its descendants mirrored about a vertical axis at `width / 2`.
    func mirrored(width: Double) -> LayoutNode {
        var flipped = self
        flipped.frame.origin.x = width - frame.maxX
        flipped.children = children.map { $0.mirrored(width: width) }
        return flipped
    }
}
