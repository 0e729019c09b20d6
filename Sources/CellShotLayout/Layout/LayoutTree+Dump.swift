import CellShotDiff
import CellShotRaster
import CellShotText

extension LayoutTree {
    /// A stable, diff-friendly text form: a header, then one line per node (indented by
    /// depth) with its frame in points rounded to 0.01, its colours (#RRGGBBAA), border,
    /// shadow, icon name and text (with `missing: U+XXXX …` for characters no font has), then the notes.
    public func dump() -> String { layoutDump.text }

    /// The tree as its dump says it (``dump()`` is this value's text), built without text, so
    /// it compares with a stored reference's parsed dump element by element.
    public var layoutDump: LayoutDump {
        let header = "cell \(Self.num(size.width))x\(Self.num(size.height)) pt @\(Self.num(scale))x  \(summary)"
        var nodes: [LayoutDump.Node] = []
        Self.collect(root, depth: 0, into: &nodes)
        return LayoutDump(header: header, nodes: nodes, notes: notes)
    }

    /// ``layoutDump``, made when first asked for (a snapshot that matches never needs it).
    public var deferredDump: DeferredLayoutDump { DeferredLayoutDump { layoutDump } }

    /// What changed from `reference` to this tree, element by element (see `LayoutChange`).
    public func changes(from reference: LayoutTree) -> [LayoutChange] {
        layoutDump.changes(from: reference.layoutDump)
    }

    /// What changed from a stored reference dump to this tree; empty when `reference` is nil.
    public func changes(from reference: LayoutDump?) -> [LayoutChange] {
        reference.map { layoutDump.changes(from: $0) } ?? []
    }

    private static func collect(_ node: LayoutNode, depth: Int, into nodes: inout [LayoutDump.Node]) {
        var out = ""
        switch node.content {
        case .none: break
        case let .box(style):
            if let fill = style.fill { out += " fill=\(hex(fill))" }
            if style.borderWidth > 0 { out += " border=\(num(style.borderWidth))/\(hex(style.borderColor))" }
            if let shadow = style.shadow { out += " shadow=\(num(shadow.offset.x)),\(num(shadow.offset.y))/\(num(shadow.blur))/\(hex(shadow.color))" }
            if style.backdropBlur > 0 { out += " backdropBlur=\(num(style.backdropBlur))" }
        case let .icon(name, _, color, mirrored):
            out += " icon=\(name) color=\(hex(color))" + (mirrored ? " mirrored" : "")
        case let .text(_, color):
            out += " color=\(hex(color))"
        case let .shape(shape):
            out += " shape=\(shape.outline.dumpName)"
            if let fill = shape.fill { out += " fill=\(hex(fill))" }
            if let gradient = shape.gradient { out += " gradient=" + gradient.dumpText }
            if let stroke = shape.stroke { out += " stroke=\(num(shape.lineWidth))/\(hex(stroke))" }
        case let .image(image):
            out += " image=\(image.image.width)x\(image.image.height) mode=\(image.mode)"
        }
        out += node.effects.dumpText
        var trailing = ""
        if case let .text(layout, _) = node.content {
            trailing += " lines=\(layout.lines.count)" + (layout.isTruncated ? " truncated" : "")
            if !layout.missingCharacters.isEmpty { trailing += " missing: " + missingCodes(layout.missingCharacters) }
            if layout.isStyled { trailing += " runs=\"" + LayoutDump.escape(runList(layout)) + "\"" }
        }
        nodes.append(LayoutDump.Node(name: node.name, depth: depth, frame: node.frame, attributes: out, text: node.text,
                                     trailing: trailing))
        for child in node.children { collect(child, depth: depth + 1, into: &nodes) }
    }

    /// A styled text's runs, "|" between them: each one's characters in brackets, then what
    /// differs from the text's font (family, weight, size) and its colour, and its other styles.
    static func runList(_ layout: TextLayout) -> String {
        let base = layout.font
        return layout.runs.map { run in
            let style = run.style, font = style.font
            var out = "[" + run.text + "]"
            if font.family != base.family { out += " " + font.family }
            if font.weight != base.weight { out += " \(font.weight)" }
            if font.size != base.size { out += " " + num(font.size) + "pt" }
            if let color = style.color { out += " " + hex(color) }
            if style.isItalic { out += " italic" }
            if style.hasTabularDigits { out += " tnum" }
            if style.isUnderlined { out += " underline" }
            if style.isStruckThrough { out += " strikethrough" }
            if style.tracking != 0 { out += " tracking=" + num(style.tracking) }
            if style.baselineOffset != 0 { out += " baseline=" + num(style.baselineOffset) }
            return out
        }.joined(separator: " | ")
    }

    /// "U+0378 U+1F44D": the scalars of characters no font has, in order of first appearance.
    static func missingCodes(_ characters: [Character]) -> String {
        characters.flatMap(\.unicodeScalars).map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }

    /// #RRGGBBAA with the project's byte rule.
    static func hex(_ color: Color) -> String { LayoutDump.hex(color) }

    /// A number rounded to 0.01 and printed without trailing zeros.
    static func num(_ value: Double) -> String { LayoutDump.number(value) }
}
