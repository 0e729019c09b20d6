import CellShotRaster
import Foundation

/// A bundled icon set: glyphs in a 16 × 16 view box under SF Symbols names, read from a
/// text resource (`Resources/bootstrap-icons.txt`, made by `Tools/icons/convert.py`) on first
/// use. A glyph's path data is parsed when it is first drawn. Immutable, so shareable.
public final class IconSet: Sendable {
    /// One SF Symbols name's entry: the glyph that draws it and the family stem whose variant
    /// files (`stem-circle-fill`…) serve its `.fill`/`.circle`/`.square`/`.slash` forms.
    struct Alias: Sendable {
        var glyph: String
        var family: String
        /// A base only composed from (`text` in `text.badge.plus`), not listed as a name.
        var hidden: Bool
    }

    /// The set's name, as `snapshot icons` shows it.
    public let title: String
    /// The view box side of every glyph.
    public let viewBox: Double = 16
    let aliases: [String: Alias]
    let glyphs: [String: [(rule: FillRule, svg: String)]]

    /// The names the set lists (its own, not composed variants), sorted.
    public var names: [String] { aliases.filter { !$0.value.hidden }.keys.sorted() }

    /// Bootstrap Icons (MIT) under SF Symbols names, loaded from the module's resources once.
    public static let bootstrap: IconSet = loadBootstrap()

    /// Reads the bundled resource anew (``bootstrap`` keeps the one a process uses).
    package static func loadBootstrap() -> IconSet {
        guard let url = Bundle.module.url(forResource: "bootstrap-icons", withExtension: "txt", subdirectory: "Resources"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            return IconSet(title: "Bootstrap Icons (missing resource)", text: "")
        }
        return IconSet(title: "Bootstrap Icons 1.10.3", text: text)
    }

    /// Parses the resource format (see `Tools/icons/convert.py`); malformed lines are skipped.
    /// One pass over the bytes: a line is a kind letter, a space and a body.
    package init(title: String, text: String) {
        self.title = title
        var aliases: [String: Alias] = [:]
        var glyphs: [String: [(rule: FillRule, svg: String)]] = [:]
        var current: String?
        var contiguous = text
        contiguous.withUTF8 { bytes in
            func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                defer { start = end + 1 }
                guard end - start > 2, bytes[start + 1] == UInt8(ascii: " ") else { continue }
                let kind = bytes[start], body = (start + 2)..<end
                switch kind {
                case UInt8(ascii: "a"), UInt8(ascii: "h"):
                    // Three fields between spaces (runs of spaces count as one).
                    var fields: [String] = [], fieldStart = body.lowerBound
                    for position in body.lowerBound...end where position == end || bytes[position] == UInt8(ascii: " ") {
                        if position > fieldStart { fields.append(string(fieldStart..<position)) }
                        fieldStart = position + 1
                    }
                    guard fields.count == 3 else { continue }
                    aliases[fields[0]] = Alias(glyph: fields[1], family: fields[2], hidden: kind == UInt8(ascii: "h"))
                case UInt8(ascii: "g"):
                    current = string(body); glyphs[string(body)] = []
                case UInt8(ascii: "n"), UInt8(ascii: "e"):
                    guard let file = current else { continue }
                    glyphs[file]?.append((kind == UInt8(ascii: "e") ? .evenOdd : .nonZero, string(body)))
                default: continue
                }
            }
        }
        self.aliases = aliases
        self.glyphs = glyphs
    }

    /// The parsed artwork of one glyph file, or nil when the set has none of that name.
    func glyph(_ file: String) throws(CellError) -> IconArtwork? {
        guard let parts = glyphs[file] else { return nil }
        var out: [IconArtwork.Part] = []
        for part in parts {
            do { out.append(IconArtwork.Part(path: try Path(svgData: part.svg), rule: part.rule)) } catch {
                throw .invalidIconArtwork(name: file, reason: String(describing: error))
            }
        }
        return IconArtwork(parts: out, viewBox: viewBox)
    }
}

extension IconSet {
    /// The artwork of one glyph file of the set (`x-circle-fill`), for checking a mapping.
    package func glyphArtwork(_ file: String) throws(CellError) -> IconArtwork? { try glyph(file) }
}
