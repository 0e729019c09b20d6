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

    private static func collect(_ n: LayoutNode, depth: Int, into nodes: inout [LayoutDump.Node]) {
        var out = ""
        switch n.content {
        case .none: break
        case let .box(style):
            if let f = style.fill { out += " fill=\(hex(f))" }
            if style.borderWidth > 0 { out += " border=\(num(style.borderWidth))/\(hex(style.borderColor))" }
            if let s = style.shadow { out += " shadow=\(num(s.offset.x)),\(num(s.offset.y))/\(num(s.blur))/\(hex(s.color))" }
            if style.backdropBlur > 0 { out += " backdropBlur=\(num(style.backdropBlur))" }
        case let .icon(name, _, color, mirrored):
            out += " icon=\(name) color=\(hex(color))" + (mirrored ? " mirrored" : "")
        case let .text(_, color):
            out += " color=\(hex(color))"
        case let .shape(shape):
            out += " shape=\(shape.outline.dumpName)"
            if let f = shape.fill { out += " fill=\(hex(f))" }
            if let g = shape.gradient { out += " gradient=" + g.dumpText }
            if let s = shape.stroke { out += " stroke=\(num(shape.lineWidth))/\(hex(s))" }
        case let .image(image):
            out += " image=\(image.image.width)x\(image.image.height) mode=\(image.mode)"
        }
        out += n.effects.dumpText
        var trailing = ""
        if case let .text(layout, _) = n.content {
            trailing += " lines=\(layout.lines.count)" + (layout.isTruncated ? " truncated" : "")
            if !layout.missingCharacters.isEmpty { trailing += " missing: " + missingCodes(layout.missingCharacters) }
            if layout.isStyled { trailing += " runs=\"" + LayoutDump.escape(runList(layout)) + "\"" }
        }
        nodes.append(LayoutDump.Node(name: n.name, depth: depth, frame: n.frame, attributes: out, text: n.text,
                                     trailing: trailing))
        for c in n.children { collect(c, depth: depth + 1, into: &nodes) }
    }

    /// A styled text's runs, "|" between them: each one's characters in brackets, then what
    /// differs from the text's font (family, weight, size) and its colour, and its other styles.
    static func runList(_ layout: TextLayout) -> String {
        let base = layout.font
        return layout.runs.map { run in
            let s = run.style, f = s.font
            var out = "[" + run.text + "]"
            if f.family != base.family { out += " " + f.family }
            if f.weight != base.weight { out += " \(f.weight)" }
            if f.size != base.size { out += " " + num(f.size) + "pt" }
            if let c = s.color { out += " " + hex(c) }
            if s.isItalic { out += " italic" }
            if s.hasTabularDigits { out += " tnum" }
            if s.isUnderlined { out += " underline" }
            if s.isStruckThrough { out += " strikethrough" }
            if s.tracking != 0 { out += " tracking=" + num(s.tracking) }
            if s.baselineOffset != 0 { out += " baseline=" + num(s.baselineOffset) }
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
    static func hex(_ c: Color) -> String { LayoutDump.hex(c) }

    /// A number rounded to 0.01 and printed without trailing zeros.
    static func num(_ x: Double) -> String { LayoutDump.number(x) }
}
