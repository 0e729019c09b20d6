import CellShotRaster
/// Why a font could not be loaded or read. Every case names the table (or file) and the byte
/// offset where the problem was found, so a malformed font can be diagnosed without a hex editor.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read; `reason` says why (missing, not a regular file, too large…).
    case unreadableFile(path: String, reason: String)
    /// The data is not a TrueType or OpenType font (bad sfnt version at offset 0).
    case notTrueType(found: UInt32)
    /// A required table is absent.
    case missingTable(String)
    /// A read of `length` bytes at `offset` (relative to the table's start) ran past the table's end.
    case truncated(table: String, offset: Int, length: Int)
    /// A value is out of its allowed range.
    case invalidValue(table: String, offset: Int, reason: String)
    /// A count read from the file exceeds a safety limit.
    case limitExceeded(table: String, offset: Int, what: String, value: Int, limit: Int)
    /// A composite glyph nests deeper than allowed (e.g. it references itself).
    case compositeTooDeep(glyph: Int, depth: Int)
    /// A font with this name is already registered, or the name is empty.
    case invalidName(String)
    /// The registry already holds `limit` user fonts; unregister one first.
    case tooManyFonts(limit: Int)
    /// `FontRegistry.standard` holds the bundled faces only: register in a `FontRegistry()`.
    case readOnlyRegistry

    public var description: String {
        switch self {
        case let .unreadableFile(path, reason): return "font file '\(path)': \(reason)"
        case let .notTrueType(found):
            return "not a TrueType or OpenType font: sfnt version 0x\(String(found, radix: 16)) at offset 0 (expected 0x00010000, 'true' or 'OTTO')"
        case let .missingTable(tag): return "required table '\(tag)' is missing"
        case let .truncated(table, offset, length):
            return "table '\(table)': reading \(length) byte(s) at offset \(offset) runs past the end of the table"
        case let .invalidValue(table, offset, reason): return "table '\(table)' at offset \(offset): \(reason)"
        case let .limitExceeded(table, offset, what, value, limit):
            return "table '\(table)' at offset \(offset): \(what) is \(value), more than the limit \(limit)"
        case let .compositeTooDeep(glyph, depth):
            return "table 'glyf': composite glyph \(glyph) nests deeper than \(depth) levels (does it reference itself?)"
        case let .invalidName(name): return "font name '\(name)' is empty or already registered"
        case let .tooManyFonts(limit):
            return "the font registry already holds \(limit) fonts, its limit; unregister one first"
        case .readOnlyRegistry:
            return "FontRegistry.standard holds the bundled fonts only; register in a FontRegistry() and put it in the environment's resources"
        }
    }
}
