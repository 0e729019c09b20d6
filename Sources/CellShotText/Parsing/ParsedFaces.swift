@_spi(RenderCaches) import CellShotRaster
import Foundation

/// Parsed faces by the bytes of their font file: registering bytes that were parsed before
/// (the same font under another name, or again after unregistering it) shares the parsed
/// tables under a new name and id instead of reading the file again. Keyed by content, so
/// bytes that differ anywhere are parsed on their own; bounded like every render cache.
final class ParsedFaces: Sendable {
    /// The one every registry parses through.
    static let shared = ParsedFaces()
    /// Files whose bytes are kept with their parsed face, at most.
    static let maxFiles = 8
    /// Font bytes kept, at most (a larger file is parsed each time, never kept).
    static let maxBytes = 32 << 20

    let cache = BoundedCache<FontBytes, FontFace>(maxEntries: maxFiles, maxBytes: maxBytes)

    /// The face of `data` named `name` with id `id`: the parsed tables of an earlier face with
    /// the same bytes when one is kept, else `data` parsed (and kept when it parses).
    func face(name: String, id: Int, data: [UInt8]) throws(FontError) -> FontFace {
        let key = FontBytes(data)
        if let parsed = cache.value(for: key) { return FontFace(name: name, id: id, sharingTablesOf: parsed) }
        let face = try FontFace(name: name, id: id, data: data)
        cache.insert(face, for: key, size: data.count)
        return face
    }

    /// True when a parsed face of exactly these bytes is kept.
    func keeps(_ data: [UInt8]) -> Bool { cache.value(for: FontBytes(data)) != nil }
}

/// A font file's bytes as a cache key: hashed once, compared in full.
struct FontBytes: Hashable, @unchecked Sendable {
    let bytes: [UInt8]
    let digest: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        digest = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    static func == (lhs: FontBytes, rhs: FontBytes) -> Bool {
        guard lhs.digest == rhs.digest, lhs.bytes.count == rhs.bytes.count else { return false }
        return lhs.bytes.withUnsafeBytes { left in
            rhs.bytes.withUnsafeBytes { right in left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
        }
    }
}
