#if os(Linux) || os(macOS)
import CellShotPNG
import CellShotRaster
import Foundation
import Testing

/// The default encoder's bytes are pinned: the same pixels give the same file in every version,
/// so re-recording an unchanged snapshot never shows up as a changed file. A change to the
/// encoder that alters its output (even to a valid, smaller stream) fails here; the digests are
/// of files written by the encoder before its deflate was tuned (FNV-1a, 64 bits, and the length).
@Suite struct EncoderBytesTests {
    static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "\(String(hash, radix: 16)) \(bytes.count)"
    }

    /// Gallery references (RGB, some with translucent corners) decoded and encoded again.
    static let references: [(name: String, digest: String)] = [
        ("custom-chat-incoming-dark.png", "9ee30b7aeb471c82 30314"),
        ("custom-contact-away-light.png", "cd28231d9e65544d 24210"),
        ("custom-mail-dark.png", "4f7f7cc3bfc57c10 54797"),
        ("custom-notification-light.png", "ef51726271b9e06d 43245"),
        ("custom-progress-rtl.png", "22ab689e187a5774 25397"),
        ("detail-0chips-dark.png", "ee55115b7ee6cdaa 20018"),
        ("custom-settings-light.png", "d08ca2b864fda864 10410"),
        ("detail-screenshot-decide.png", "21f17df54529d45d 30449"),
        ("detail-2chips-accessibilityLarge.png", "79809adae073339 66760"),
    ]

    @Test func galleryReferencesKeepTheirBytes() throws {
        for entry in Self.references {
            let file = GalleryRoundtripTests.gallery.appendingPathComponent(entry.name)
            let image = try PNGDecoder().decode(try [UInt8](Data(contentsOf: file)))
            let found = Self.digest(try PNGEncoder().encode(image))
            #expect(found == entry.digest, "\(entry.name)")
        }
    }

    /// Tall random images with repeated rows (the window slides; rows coded without being read),
    /// opaque and translucent, and a blank one.
    @Test func randomImagesKeepTheirBytes() throws {
        var random = TestRandom(state: 2026)
        let expected = ["c4ec4256c11b7fcc 197621", "af29cf6345b2023 87985", "2a0ea7276b8adfd8 71690", "82846c52ef42284 2642"]
        var images = [(1179, 2400, true), (1000, 700, false), (333, 3000, true)].map {
            GalleryRoundtripTests.randomRows(width: $0.0, height: $0.1, opaque: $0.2, &random)
        }
        images.append(Image(width: 1179, height: 500, color: .white))
        for (index, image) in images.enumerated() {
            let found = Self.digest(try PNGEncoder().encode(image))
            #expect(found == expected[index], "image \(index)")
        }
    }
}
#endif
