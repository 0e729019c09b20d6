import Foundation
import Testing
@testable import CellShotText

/// Unregistering a font drops exactly its cached glyphs (masks and colour bitmaps), keeps every
/// other face's, and keeps the shared caches bounded however many fonts come and go.
@Suite struct FontUnregisterTests {
    static let roboto: [UInt8] = FontRegistry.bundledFontData("Roboto-Regular") ?? []

    /// A name no other test uses.
    static func uniqueName(_ prefix: String) -> String { "\(prefix) \(UInt64.random(in: 0...UInt64.max))" }

    /// Registers Roboto under `name` in the shared registry and renders `text`'s glyphs of it at 2×.
    static func registerAndRender(_ name: String, _ text: String) throws -> FontFace {
        try FontRegistry.shared.register(name: name, data: roboto)
        let font = Font(family: name, size: 17)
        for character in text { _ = font.glyphRendering(for: character, scale: 2) }
        let face = try #require(FontRegistry.shared.chain(family: name, weight: .regular).first)
        try #require(face.name == name)
        return face
    }

    @Test func unregisteringDropsOnlyThatFacesGlyphs() throws {
        let (gone, kept) = (Self.uniqueName("Gone"), Self.uniqueName("Kept"))
        let goneFace = try Self.registerAndRender(gone, "Hello")
        let keptFace = try Self.registerAndRender(kept, "World")
        defer { FontRegistry.shared.unregister(name: kept) }
        #expect(GlyphCache.shared.count(face: goneFace.id) == 4)  // H e l o
        #expect(GlyphCache.shared.count(face: keptFace.id) == 5)  // W o r l d
        #expect(FontRegistry.shared.unregister(name: gone))
        #expect(GlyphCache.shared.count(face: goneFace.id) == 0)
        #expect(GlyphCache.shared.count(face: keptFace.id) == 5)
        // The kept face's masks are hits: asking again adds nothing and gives the same coverage.
        let font = Font(family: kept, size: 17)
        let first = font.glyphRendering(for: "W", scale: 2)
        #expect(font.glyphRendering(for: "W", scale: 2) == first)
        #expect(GlyphCache.shared.count(face: keptFace.id) == 5)
    }

    @Test func unregisteringKeepsTheBundledEmojiBitmaps() throws {
        let emoji = try #require(FontRegistry.shared.emojiFace)
        let bundledSprite = try #require(ColorGlyphCache.shared.sprite(face: emoji, glyph: 886, pixelSize: 34))
        let name = Self.uniqueName("Emoji")
        try FontRegistry.shared.register(name: name, data: try #require(FontRegistry.bundledFontData("NotoColorEmoji")))
        let face = try #require(FontRegistry.shared.chain(family: name, weight: .regular).first)
        #expect(ColorGlyphCache.shared.sprite(face: face, glyph: 886, pixelSize: 34) != nil)
        #expect(ColorGlyphCache.shared.count(face: face.id) == 2)  // the decoded strike bitmap and the sprite
        let bundled = ColorGlyphCache.shared.count(face: emoji.id)
        #expect(bundled >= 2)
        #expect(FontRegistry.shared.unregister(name: name))
        #expect(ColorGlyphCache.shared.count(face: face.id) == 0)
        #expect(ColorGlyphCache.shared.count(face: emoji.id) >= bundled, "other tests may add bundled emoji meanwhile, never remove them")
        #expect(ColorGlyphCache.shared.sprite(face: emoji, glyph: 886, pixelSize: 34)?.image == bundledSprite.image)
    }

    /// A thousand fonts registered, drawn and unregistered: none leaves a mask behind, and the
    /// cache's per-face index holds only live faces (bundled ones and other tests' fonts).
    @Test func athousandFontsLeaveNothingBehind() throws {
        var ids: [Int] = []
        for i in 0..<1000 {
            let name = Self.uniqueName("Cycle \(i)")
            let face = try Self.registerAndRender(name, "Ab")
            ids.append(face.id)
            #expect(GlyphCache.shared.count(face: face.id) == 2)
            #expect(FontRegistry.shared.unregister(name: name))
        }
        #expect(ids.allSatisfy { GlyphCache.shared.count(face: $0) == 0 })
        #expect(GlyphCache.shared.faceCount < 100, "the index must not keep unregistered faces")
        #expect(GlyphCache.shared.count <= GlyphCache.capacity)
        #expect(GlyphCache.shared.byteCount <= GlyphCache.byteCapacity)
    }

    /// Fonts come and go in several tasks while others draw the default face's glyphs.
    @Test func parallelUnregisterAndLookups() async throws {
        let ids = try await withThrowingTaskGroup(of: [Int].self) { tasks in
            for worker in 0..<4 {
                tasks.addTask {
                    var ids: [Int] = []
                    for round in 0..<25 {
                        let name = Self.uniqueName("Parallel \(worker).\(round)")
                        ids.append(try Self.registerAndRender(name, "xyz").id)
                        #expect(FontRegistry.shared.unregister(name: name))
                    }
                    return ids
                }
                tasks.addTask {
                    let font = Font(size: 15)
                    for round in 0..<100 {
                        #expect(font.glyphRendering(for: "a", scale: 1 + Double(round % 8) / 4) != nil)
                    }
                    return []
                }
            }
            return try await tasks.reduce(into: []) { $0 += $1 }
        }
        #expect(ids.count == 100)
        #expect(ids.allSatisfy { GlyphCache.shared.count(face: $0) == 0 })
        #expect(GlyphCache.shared.count <= GlyphCache.capacity)
        #expect(GlyphCache.shared.byteCount <= GlyphCache.byteCapacity)
    }
}
