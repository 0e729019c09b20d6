import CellShotPNG
import CellShotRaster
import Foundation

/// A snapshot's stored reference: `<folder>/<name>.png` and its layout dump `<name>.txt`.
/// Reads are limited in size; writes are atomic and happen only when the decoded pixels (or
/// the dump's text) change, so a re-record never churns bytes in git.
struct ReferenceStore {
    /// The largest reference PNG read.
    static let maxPNGBytes = 64 << 20
    /// The largest layout dump read.
    static let maxDumpBytes = 4 << 20

    enum Stored {
        case missing
        case unreadable(String)
        case png([UInt8])
    }

    /// The PNG bytes at `path`, or why not.
    static func png(at path: String) -> Stored {
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        do {
            return .png(Array(try LimitedFile.read(path, limit: maxPNGBytes)))
        } catch {
            return .unreadable(error.description)
        }
    }

    /// The dump text at `path`; nil when absent or unreadable (pixels still decide).
    static func dump(at path: String) -> String? {
        guard let data = try? LimitedFile.read(path, limit: maxDumpBytes) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Whether stored PNG bytes decode to exactly `image`'s pixels: equal bytes settle it
    /// without decoding (the encoder is deterministic).
    static func samePixels(stored: [UInt8], encoded: [UInt8], image: Image) throws(PNGError) -> Bool {
        if stored == encoded { return true }
        let reference = try PNGDecoder().decode(stored)
        return reference.width == image.width && reference.height == image.height && reference.pixels == image.pixels
    }

    /// Stores `encoded` (the PNG of `image`) and `dump` as the reference at `pngPath` /
    /// `dumpPath`, touching each file only when its content changes.
    static func store(image: Image, encoded: [UInt8], dump: String?, pngPath: String, dumpPath: String) throws -> Runner.Recording.Outcome {
        let folder = (pngPath as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var outcome = Runner.Recording.Outcome.unchanged
        switch png(at: pngPath) {
        case .missing:
            try AtomicFile.write(encoded, to: pngPath)
            outcome = .new
        case .unreadable:
            try AtomicFile.write(encoded, to: pngPath)
            outcome = .changed
        case .png(let stored):
            if (try? samePixels(stored: stored, encoded: encoded, image: image)) != true {
                try AtomicFile.write(encoded, to: pngPath)
                outcome = .changed
            }
        }
        if let dump, Self.dump(at: dumpPath) != dump {
            try AtomicFile.write(Array(dump.utf8), to: dumpPath)
            if outcome == .unchanged { outcome = .changed }
        }
        return outcome
    }
}
