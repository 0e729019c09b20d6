import CellShotPNG
import CellShotRaster
import Foundation
import CellShotTesting
import Testing
@testable import CellShotText

@Suite struct TextRenderingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    @Test func drawEmitsGlyphRunsInPoints() throws {
        let layout = TextLayout("Ab c", font: Font(size: 17), width: nil)
        var list = DisplayList()
        layout.draw(at: Point(10, 20), color: .black, into: &list)
        #expect(list.operations.count == 1)  // one face: one run, the space included
        guard case let .glyphs(run, color) = list.operations[0] else { Issue.record("not glyphs"); return }
        #expect(color == .black)
        #expect(run.size == 17)
        #expect(run.glyphs.count == 4)
        #expect(run.glyphs[0].pen == Point(10, 20 + layout.lines[0].baseline))
        // 'A' at 3× (51 px): cap height 1456/2048 em ≈ 36.3 px above the baseline.
        let mask = run.source.coverage(of: run.glyphs[0].id, pixelSize: 51, phase: 0)
        #expect(mask.originY <= -36 && mask.originY >= -38)
        #expect(mask.height >= 36 && mask.height <= 38)
        #expect(mask.coverage.contains(255))
    }

    /// A display list is scale-free: recorded once, it renders at 1×, 2× and 3×, each compared
    /// with its committed reference (Fixtures/scale-free-{1,2,3}x.png, looked at by eye).
    @Test(arguments: [1, 2, 3]) func oneListRendersAtEveryScale(scale: Int) throws {
        var list = DisplayList()
        TextLayout("Scale-free text: Hamburg 0123", font: Font(size: 17), width: nil)
            .draw(at: Point(4, 2), color: Color(white: 0.07), into: &list)
        TextLayout("Fallback ∑ and right-to-left שלום", font: Font(weight: .semibold, size: 13), width: nil)
            .draw(at: Point(4, 24), color: Color(hex: 0x007AFF), into: &list)
        let image = try list.render(size: Size(width: 240, height: 44), scale: Double(scale), background: .white)
        #expect(image.width == 240 * scale)
        assertSnapshot(of: image, as: .image, named: "scale-free-\(scale)x", folder: Self.fixtures, testName: "")
    }

    /// An emoji larger than the colour font's 109 px strike (a 60 pt title at 3×: 180 px) is
    /// scaled up from it: committed reference Fixtures/emoji-large-3x.png (looked at zoomed in:
    /// no fringe, its baseline and size as the text's beside it). Both lines keep the font's
    /// ascent, the emoji line is taller by the emoji face's larger descent.
    @Test func emojiAboveTheStrikeScaleUp() throws {
        var list = DisplayList()
        let layout = TextLayout("H🎉g\nHg", font: Font(weight: .semibold, size: 60), width: nil)
        layout.draw(at: Point(4, 0), color: Color(white: 0.07), into: &list)
        #expect(layout.lines[0].rect.height > layout.lines[1].rect.height)
        let image = try list.render(size: Size(width: 170, height: 150), scale: 3, background: .white)
        assertSnapshot(of: image, as: .image, named: "emoji-large-3x", folder: Self.fixtures, testName: "")
    }

    @Test func subpixelPhasesDiffer() throws {
        let font = Font(size: 17)
        let p0 = try #require(font.glyphRendering(for: "l", phase: 0))
        let p2 = try #require(font.glyphRendering(for: "l", phase: 2))
        #expect(p0.mask != p2.mask)
        #expect(p0.face == "Inter-Regular")
        // Coverage sums (ink) stay within 1% across phases: the same shape, shifted.
        let s0 = p0.mask.coverage.reduce(0) { $0 + Int($1) }, s2 = p2.mask.coverage.reduce(0) { $0 + Int($1) }
        #expect(abs(s0 - s2) * 100 < s0)
    }

    @Test func glyphCacheIsThreadSafe() async throws {
        // A face of its own (Inter's bytes under a new name) starts with no cached glyph, and no
        // cache other tests read at the same time is emptied.
        let name = "Threads \(UInt64.random(in: 0...UInt64.max))"
        try FontRegistry.shared.register(name: name, data: try #require(FontRegistry.bundledFontData("Inter-Regular")))
        defer { FontRegistry.shared.unregister(name: name) }
        let face = try #require(FontRegistry.shared.chain(family: name, weight: .regular).first)
        #expect(GlyphCache.shared.count(face: face.id) == 0)
        let font = Font(family: name, size: 13)
        await withTaskGroup(of: Int.self) { group in
            for t in 0..<8 {
                group.addTask {
                    var list = DisplayList()
                    TextLayout("Thread \(t % 2) renders the same glyphs", font: font, width: 120)
                        .draw(at: .zero, color: .black, into: &list)
                    let image = try? list.render(size: Size(width: 120, height: 60), scale: 2, background: .white)
                    return image?.pixels.count ?? 0
                }
            }
            var counts: [Int] = []
            for await c in group { counts.append(c) }
            #expect(Set(counts).count == 1)
        }
        #expect(GlyphCache.shared.count(face: face.id) > 10)
    }

    @Test func notdefIsVisible() throws {
        let r = try #require(Font(size: 20).glyphRendering(for: "\u{0378}"))
        #expect(r.glyphID == 0)
        #expect(r.mask.coverage.contains { $0 > 128 })
    }
}

@Suite struct TextRenderingLimitsTests {
    @Test func hugeScalesAndSizesDrawNothingAndDoNotCrash() throws {
        var list = DisplayList()
        TextLayout("Big", font: Font(size: 17), width: nil).draw(at: Point(.nan, 0), color: .black, into: &list)
        TextLayout("Big", font: Font(size: 17), width: nil).draw(at: Point(0, .infinity), color: .black, into: &list)
        #expect(list.operations.isEmpty)
        TextLayout("Big", font: Font(size: 1e9), width: nil).draw(at: .zero, color: .black, into: &list)
        TextLayout("Big", font: Font(size: 17), width: nil).draw(at: Point(1e300, 0), color: .black, into: &list)
        #expect(list.operations.count == 2)
        var canvas = try Canvas(width: 40, height: 40, scale: 3, background: .white)
        canvas.draw(list)
        #expect(canvas.image.pixels.allSatisfy { $0 == 255 })
        var plain = DisplayList()
        TextLayout("Big", font: Font(size: 17), width: nil).draw(at: .zero, color: .black, into: &plain)
        var huge = try Canvas(width: 40, height: 40, scale: 1e300, background: .white)
        huge.draw(plain)
        #expect(huge.image.pixels.allSatisfy { $0 == 255 })
    }
}

@Suite struct GlyphRasterizationTests {
    /// The accumulation path used for glyphs agrees with the raster engine's exact band sweep
    /// on real glyphs (no overlapping contours): same box, bytes within rounding.
    @Test(arguments: ["A", "g", "@", "\u{E9}", "\u{416}", "8", "\u{2026}"]) func accumulationMatchesExactSweep(ch: String) throws {
        let face = try loadFace("Roboto-Regular")
        let glyph = face.glyph(for: try #require(ch.unicodeScalars.first))
        let path = GlyphCache.devicePath(face: face, glyph: glyph, size: 51 * 64, phase: 1)
        let fast = Rasterizer.accumulatedMask(for: path, fillRule: .nonZero)
        let exact = Rasterizer.mask(for: path, fillRule: .nonZero)
        #expect(fast.width == exact.width && fast.height == exact.height)
        #expect(fast.originX == exact.originX && fast.originY == exact.originY)
        let worst = zip(fast.coverage, exact.coverage).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1)
        #expect(fast.coverage.contains(255))
    }
}
