import Testing
@testable import CellShotRaster

/// The background is left unwritten under the first operation's opaque body: the bytes must be
/// those of painting the whole background first, and the pixels left out must really be the
/// ones that operation overwrites.
@Suite struct CanvasBackgroundTests {
    static let shadow = Shadow(offset: Point(x: 0, y: 1), blur: 16, color: Color(white: 0, alpha: 0.08))

    /// First operations, eligible or not: placed on and off pixel edges, partly off the canvas,
    /// covering it whole, tiny, all-corner and no-corner, opaque and translucent.
    static var firsts: [DisplayList.Operation] {
        let rects = [Rect(x: 16, y: 6, width: 343 / 4, height: 112.666 / 4), Rect(x: 3.3, y: 2.7, width: 30.1, height: 20.4),
                     Rect(x: -5, y: -3, width: 40, height: 30), Rect(x: 0, y: 0, width: 60, height: 40),
                     Rect(x: 10, y: 10, width: 1.2, height: 0.8), Rect(x: 20, y: 5, width: 30, height: 30)]
        let radii = [CornerRadii.zero, CornerRadii(all: 6), CornerRadii(topLeft: 12, topRight: 0, bottomRight: 3, bottomLeft: 40)]
        var ops: [DisplayList.Operation] = []
        for rect in rects {
            for r in radii {
                for continuous in [false, true] {
                    for paint in [Paint.solid(Color(hex: 0xFFFFFF)), .solid(Color(red: 0, green: 0.48, blue: 1, alpha: 0.6))] {
                        ops.append(.roundedRect(rect, r, continuous: continuous, paint))
                        ops.append(.shadowedRoundedRect(rect, r, continuous: continuous, shadow, paint))
                    }
                }
            }
        }
        return ops
    }

    /// Everything painted first, then the list: the reference the skipping render must equal.
    static func fullyPainted(_ list: DisplayList, _ size: Size, scale: Double, background: Color) throws -> Image {
        var canvas = try Canvas(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
                                scale: scale, background: background)
        canvas.draw(list)
        return canvas.image
    }

    @Test func renderingGivesTheBytesOfPaintingTheWholeBackgroundFirst() throws {
        let size = Size(width: 60, height: 40)
        let after = DisplayList.Operation.fill(Path(rect: Rect(x: 8, y: 4, width: 30, height: 12)), .solid(Color(white: 0, alpha: 0.3)), .nonZero)
        for first in Self.firsts {
            for scale in [1.0, 1.5, 3] {
                for background in [Color(hex: 0xF2F2F7), Color(white: 0, alpha: 0.25), .clear] {
                    let list = DisplayList([first, after])
                    let skipping = try list.render(size: size, scale: scale, background: background)
                    let painted = try Self.fullyPainted(list, size, scale: scale, background: background)
                    let same = skipping == painted
                    #expect(same, "\(first) at \(scale)× on \(background)")
                }
            }
        }
    }

    @Test func skippedPixelsAreExactlyOnesTheFirstOperationOverwrites() throws {
        var engaged = 0
        for first in Self.firsts {
            var canvas = try Canvas(width: 180, height: 120, scale: 3, background: .white)
            let runs = canvas.opaqueRuns(under: first)
            guard !runs.isEmpty else { continue }
            engaged += 1
            // On two different backgrounds the operation alone leaves every skipped pixel the same.
            let list = DisplayList([first])
            let a = try Self.fullyPainted(list, Size(width: 60, height: 40), scale: 3, background: .white)
            let b = try Self.fullyPainted(list, Size(width: 60, height: 40), scale: 3, background: Color(hex: 0xFF0000))
            for (y, run) in runs.enumerated() {
                guard let run else { continue }
                let differing = run.filter { a[$0, y] != b[$0, y] }
                #expect(differing.isEmpty, "\(first) row \(y) columns \(differing)")
            }
        }
        // Opaque rounded rects with or without their shadow, on the canvas: the skip is taken.
        #expect(engaged >= 40)
    }

    @Test func translucentOrOtherFirstOperationsSkipNothing() throws {
        var canvas = try Canvas(width: 90, height: 60, scale: 1.5, background: .white)
        let translucent = Paint.solid(Color(white: 1, alpha: 0.99))
        #expect(canvas.opaqueRuns(under: .roundedRect(Rect(x: 0, y: 0, width: 60, height: 40), .zero, continuous: false, translucent)).isEmpty)
        #expect(canvas.opaqueRuns(under: .fill(Path(rect: Rect(x: 0, y: 0, width: 60, height: 40)), .solid(.white), .nonZero)).isEmpty)
        let card = canvas.opaqueRuns(under: .shadowedRoundedRect(Rect(x: 4, y: 4, width: 52, height: 32), CornerRadii(all: 6),
                                                                 continuous: true, Self.shadow, .solid(.white)))
        // Rows inside the corners keep a run; the rows of the corners and outside the card have none.
        #expect(card.count == 60 && card[30] != nil && card[0] == nil && card[59] == nil && card[7] == nil)
    }
}
