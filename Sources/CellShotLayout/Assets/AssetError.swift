/// Why an asset catalog, or a name looked up in one, could not be used: each case names the
/// file (relative to the catalog) or the asset.
public enum AssetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The catalog folder is missing or not a folder.
    case notACatalog(path: String)
    /// A `Contents.json` is missing, unreadable, too large or not the JSON Xcode writes.
    case badContents(file: String, reason: String)
    /// A file an asset lists does not exist, is not a regular file, or points outside the catalog.
    case badFile(file: String, reason: String)
    /// A colour component is out of range or in a notation CellShot does not read.
    case badColor(file: String, field: String, value: String)
    /// An image could not be decoded (corrupt, too large, a decompression bomb…).
    case badImage(file: String, reason: String)
    /// A PDF image could not be read: the byte offset and what was wrong there (offsets count
    /// from the start of the file, or for a content operator from the start of the page's
    /// inflated content).
    case badPDF(file: String, offset: Int, reason: String)
    /// A PDF image uses a feature CellShot does not draw (text, images, shadings…), at a byte
    /// offset counted as for ``badPDF(file:offset:reason:)``.
    case unsupportedPDF(file: String, feature: String, offset: Int)
    /// The catalog holds more entries or nests deeper than ``AssetCatalog/maxEntries`` / ``AssetCatalog/maxDepth``.
    case tooLarge(path: String, reason: String)
    /// No catalog in the environment defines the name.
    case unknownAsset(name: String, kind: String, nearest: [String])

    public var description: String {
        switch self {
        case let .notACatalog(path): return "\(path): not an asset catalog folder"
        case let .badContents(file, reason): return "\(file): \(reason)"
        case let .badFile(file, reason): return "\(file): \(reason)"
        case let .badColor(file, field, value): return "\(file): \(field) \"\(value)\" is not a colour component CellShot reads (0…1, 0…255 or 0x00…0xFF)"
        case let .badImage(file, reason): return "\(file): \(reason)"
        case let .badPDF(file, offset, reason): return "\(file): \(reason) at offset \(offset)"
        case let .unsupportedPDF(file, feature, offset): return "\(file): unsupported PDF feature \(feature) at offset \(offset); export the image as SVG or PNG"
        case let .tooLarge(path, reason): return "\(path): \(reason)"
        case let .unknownAsset(name, kind, nearest):
            let near = nearest.isEmpty ? "" : "; nearest: " + nearest.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no \(kind) named \"\(name)\" in the environment's asset catalogs\(near)"
        }
    }
}
