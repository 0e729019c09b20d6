import CellShotRaster
import Foundation

/// The simple SVG an imageset or symbolset holds: `<svg>` with `viewBox` (or `width`/`height`)
/// and filled `<path>`, `<rect>`, `<circle>`, `<ellipse>`, `<polygon>` elements, colour from
/// `fill` (`#rgb`, `#rrggbb`, black, white, none, currentColor); groups are flattened (their
/// transforms are not applied). At most ``maxElements`` elements.
struct AssetSVG: Hashable, Sendable {
    struct Shape: Hashable, Sendable {
        var path: Path
        var rule: FillRule
        /// nil: the current (tint) colour.
        var color: Color?
    }
    static let maxElements = 10_000
    static let maxBytes = 4 << 20

    var viewBox: Rect
    /// Natural size in points.
    var size: Size
    var shapes: [Shape]

    /// Parses `bytes`; with `group`, only the shapes inside the `<g id="group">` (a custom
    /// symbol template's `Regular-M`) when the file has one.
    init(_ bytes: [UInt8], file: String, group: String? = nil) throws(AssetError) {
        guard bytes.count <= Self.maxBytes else { throw .badImage(file: file, reason: "SVG larger than \(Self.maxBytes) bytes") }
        let text = String(decoding: bytes, as: UTF8.self)
        var box: Rect?, size: Size?, shapes: [Shape] = [], count = 0
        var rest = Substring(text)
        let scoped = group.map { text.contains("id=\"\($0)\"") } ?? false
        var depth = 0, inside: Int?
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { throw .badImage(file: file, reason: "unterminated tag") }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("/g") {
                if inside == depth { inside = nil }
                depth -= 1
                continue
            }
            guard let first = tag.first, first.isLetter else { continue }
            count += 1
            guard count <= Self.maxElements else { throw .badImage(file: file, reason: "more than \(Self.maxElements) SVG elements") }
            let name = tag.prefix { !$0.isWhitespace && $0 != "/" }
            let attrs = Self.attributes(tag.dropFirst(name.count))
            if name == "g", !tag.hasSuffix("/") {
                depth += 1
                if inside == nil, attrs["id"] == group { inside = depth }
                continue
            }
            if name == "svg" {
                let vb = (attrs["viewBox"] ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
                if vb.count == 4, vb[2] > 0, vb[3] > 0 { box = Rect(x: vb[0], y: vb[1], width: vb[2], height: vb[3]) }
                if let width = Self.length(attrs["width"]), let height = Self.length(attrs["height"]) { size = Size(width: width, height: height) }
                continue
            }
            if scoped, inside == nil { continue }
            guard let path = try Self.path(String(name), attrs, file: file) else { continue }
            let fill = attrs["fill"] ?? "black"
            if fill == "none" { continue }
            shapes.append(Shape(path: path, rule: attrs["fill-rule"] == "evenodd" ? .evenOdd : .nonZero, color: Self.color(fill)))
        }
        guard let frame = box ?? size.map({ Rect(x: 0, y: 0, width: $0.width, height: $0.height) }) else {
            throw .badImage(file: file, reason: "an <svg> with a viewBox or width and height")
        }
        guard frame.width <= 10_000, frame.height <= 10_000 else { throw .badImage(file: file, reason: "SVG larger than 10000 units") }
        self.viewBox = frame
        self.size = size ?? Size(width: frame.width, height: frame.height)
        self.shapes = shapes
    }

    /// The shapes as one-colour icon artwork: moved to the origin of their bounds, in a square
    /// view box as large as their larger side (an icon's own width shows through the view box).
    func artwork() -> IconArtwork {
        var united: Rect?
        for shape in shapes { let shapeBounds = shape.path.controlBounds; united = united.map { $0.union(shapeBounds) } ?? shapeBounds }
        guard let bounds = united, bounds.width > 0, bounds.height > 0 else { return IconArtwork(parts: [], viewBox: 1) }
        let side = max(bounds.width, bounds.height)
        let transform = Transform.translation(x: (side - bounds.width) / 2 - bounds.minX, y: (side - bounds.height) / 2 - bounds.minY)
        return IconArtwork(parts: shapes.map { IconArtwork.Part(path: $0.path.transformed(by: transform), rule: $0.rule) }, viewBox: side)
    }

    /// The shapes scaled into `rect`, in their own colours or `tint`.
    func operations(in rect: Rect, tint: Color?) -> [DisplayList.Operation] {
        let sx = rect.width / viewBox.width, sy = rect.height / viewBox.height
        let transform = Transform(a: sx, b: 0, c: 0, d: sy, tx: rect.minX - viewBox.minX * sx, ty: rect.minY - viewBox.minY * sy)
        return shapes.map { .fill($0.path.transformed(by: transform), .solid(tint ?? $0.color ?? .black), $0.rule) }
    }

    private static func attributes(_ text: Substring) -> [String: String] {
        var out: [String: String] = [:]
        var rest = text
        while let eq = rest.firstIndex(of: "=") {
            let key = rest[..<eq].trimmingCharacters(in: .whitespacesAndNewlines)
            var after = rest[rest.index(after: eq)...].drop { $0.isWhitespace }
            guard let quote = after.first, quote == "\"" || quote == "'" else { break }
            after = after.dropFirst()
            guard let end = after.firstIndex(of: quote) else { break }
            out[key] = String(after[..<end])
            rest = after[after.index(after: end)...]
        }
        return out
    }

    private static func length(_ text: String?) -> Double? {
        guard let text else { return nil }
        return Double(text.hasSuffix("px") ? String(text.dropLast(2)) : text).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    private static func path(_ name: String, _ attrs: [String: String], file: String) throws(AssetError) -> Path? {
        func n(_ key: String) -> Double { Double(attrs[key] ?? "0").flatMap { $0.isFinite ? $0 : nil } ?? 0 }
        switch name {
        case "path":
            do { return try Path(svgData: attrs["d"] ?? "") } catch { throw .badImage(file: file, reason: String(describing: error)) }
        case "rect":
            let rect = Rect(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
            return n("rx") > 0 ? Path(roundedRect: rect, radius: n("rx")) : Path(rect: rect)
        case "circle": return Path(circleCenter: Point(x: n("cx"), y: n("cy")), radius: n("r"))
        case "ellipse": return Path(ellipseIn: Rect(x: n("cx") - n("rx"), y: n("cy") - n("ry"), width: 2 * n("rx"), height: 2 * n("ry")))
        case "polygon":
            let numbers = (attrs["points"] ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            guard numbers.count >= 4 else { return nil }
            do { return try Path(svgData: "M" + numbers.map { "\($0)" }.joined(separator: " ") + "Z") } catch { throw .badImage(file: file, reason: "bad polygon points") }
        default: return nil
        }
    }

    private static func color(_ text: String) -> Color? {
        switch text.lowercased() {
        case "currentcolor": return nil
        case "white", "#fff", "#ffffff": return .white
        case "black": return .black
        default:
            guard text.hasPrefix("#") else { return .black }
            var hex = String(text.dropFirst())
            if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
            guard hex.count == 6, let rgb = UInt32(hex, radix: 16) else { return .black }
            return Color(hex: rgb)
        }
    }
}
