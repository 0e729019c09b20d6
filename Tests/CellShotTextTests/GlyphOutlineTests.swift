import CellShotRaster
import Foundation
import Testing
@testable import CellShotText

@Suite struct GlyphOutlineTests {
    @Test func impliedOnCurvePointsBetweenOffCurvePoints() {
        // A contour of four off-curve points: every segment is a quad through implied midpoints.
        let o = GlyphOutline(xs: [0, 10, 10, 0], ys: [0, 0, 10, 10], onCurve: [false, false, false, false], contourEnds: [4])
        let p = o.path(scale: 1, dx: 0, dy: 0)
        #expect(p.elements == [
            .move(Point(0, -5)),
            .quad(control: Point(0, 0), to: Point(5, 0)),
            .quad(control: Point(10, 0), to: Point(10, -5)),
            .quad(control: Point(10, -10), to: Point(5, -10)),
            .quad(control: Point(0, -10), to: Point(0, -5)),
            .close,
        ])
    }

    @Test func mixedContourStartsOnCurveAndScales() {
        // on, off, on, on (a triangle with one curved side), scaled by 2, origin moved to (1, 20).
        let o = GlyphOutline(xs: [0, 5, 10, 5], ys: [0, 5, 0, -5], onCurve: [true, false, true, true], contourEnds: [4])
        let p = o.path(scale: 2, dx: 1, dy: 20)
        #expect(p.elements == [
            .move(Point(1, 20)),
            .quad(control: Point(11, 10), to: Point(21, 20)),
            .line(Point(11, 30)),
            .line(Point(1, 20)),
            .close,
        ])
    }

    @Test func contourStartingOffCurveStartsAtLastOnCurvePoint() {
        let o = GlyphOutline(xs: [5, 10, 0], ys: [5, 0, 0], onCurve: [false, true, true], contourEnds: [3])
        let p = o.path(scale: 1, dx: 0, dy: 0)
        #expect(p.elements.first == .move(Point(0, 0)))
        #expect(p.elements.contains(.quad(control: Point(5, -5), to: Point(10, 0))))
    }

    @Test func registeredFontIsUsedByName() throws {
        let bytes = try #require(FontRegistry.bundledFontData("DejaVuSans"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-test-\(UUID().uuidString).ttf").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let name = "Registered \(UUID().uuidString)"
        try FontRegistry.shared.register(name: name, path: path)
        #expect(FontRegistry.shared.familyNames.contains(name))
        let font = Font(family: name, size: 17)
        let layout = TextLayout("Hi", font: font, width: nil)
        #expect(layout.lines[0].glyphs.map(\.face) == [name, name])
        #expect(font.width(of: "Hi") == Font(family: "DejaVu Sans", size: 17).width(of: "Hi"))
        #expect(font.metrics == Font(family: "DejaVu Sans", size: 17).metrics)
    }
}
