import CellShotTestSupport
import Testing
@testable import CellShotRaster

/// The background is left unwritten under every opaque rounded rect drawn straight onto the
/// canvas before a backdrop blur: random lists of cards, rows, translucent fills, clips, layers
/// and blurs must give the bytes of painting the whole background first.
@Suite struct CanvasBackgroundListTests {
    /// A random rect on a 120 × 80 pt canvas, sometimes off its edges or on fractional points.
    static func rect(_ random: inout SplitMix) -> Rect {
        func value(_ range: Int) -> Double { Double(Int(random.next() % UInt64(range * 3))) / 3 - 4 }
        return Rect(x: value(120), y: value(80), width: value(100) + 5, height: value(60) + 5)
    }

    static func operation(_ random: inout SplitMix) -> DisplayList.Operation {
        let area = rect(&random)
        let radii = [CornerRadii.zero, CornerRadii(all: 4), CornerRadii(topLeft: 10, topRight: 0, bottomRight: 2, bottomLeft: 0)][Int(random.next() % 3)]
        let opaque = Paint.solid([Color(hex: 0xFFFFFF), Color(hex: 0x34C759), Color(hex: 0x1C1C1E)][Int(random.next() % 3)])
        let translucent = Paint.solid(Color(red: 0, green: 0.48, blue: 1, alpha: 0.5))
        switch random.next() % 10 {
        case 0, 1, 2: return .roundedRect(area, radii, continuous: random.next() % 2 == 0, opaque)
        case 3: return .shadowedRoundedRect(area, radii, continuous: true, CanvasBackgroundTests.shadow, opaque)
        case 4: return .roundedRect(area, radii, continuous: false, translucent)
        case 5: return .fill(Path(roundedRect: area, radii: radii, continuous: false), translucent, .nonZero)
        case 6: return .pushClip(area, radii, continuous: true)
        case 7: return .popClip
        case 8: return random.next() % 2 == 0 ? .beginLayer(opacity: 0.5) : .endLayer
        default: return .backdropBlur(area, radius: 3)
        }
    }

    /// Clips and layers balanced as a display list builds them: pops and ends only when open.
    static func list(_ random: inout SplitMix, count: Int) -> DisplayList {
        var ops: [DisplayList.Operation] = []
        var clips = 0, layers = 0
        while ops.count < count {
            let op = operation(&random)
            switch op {
            case .pushClip: clips += 1
            case .popClip: if clips == 0 { continue }; clips -= 1
            case .beginLayer: layers += 1
            case .endLayer: if layers == 0 { continue }; layers -= 1
            default: break
            }
            ops.append(op)
        }
        ops += Array(repeating: .popClip, count: clips) + Array(repeating: .endLayer, count: layers)
        return DisplayList(ops)
    }

    @Test func randomListsGiveTheBytesOfPaintingTheWholeBackgroundFirst() throws {
        var random = SplitMix(seed: 0x5EED_BAC6)
        let size = Size(width: 120, height: 80)
        var skipped = 0
        for index in 0..<200 {
            let list = Self.list(&random, count: 2 + index % 9)
            let scale = [1.0, 2, 3][index % 3]
            let background = [Color(hex: 0xF2F2F7), Color(white: 0, alpha: 0.25)][index % 2]
            var probe = try Canvas(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale, background: .white)
            if probe.opaqueRuns(under: list.operations).contains(where: { $0 != nil }) { skipped += 1 }
            let skipping = try list.render(size: size, scale: scale, background: background)
            let painted = try CanvasBackgroundTests.fullyPainted(list, size, scale: scale, background: background)
            #expect(skipping == painted, "list \(index): \(list.operations)")
        }
        // Many lists hide some background (a run needs a rect of at least 128 × 128 pixels):
        // the comparison is not vacuous.
        #expect(skipped >= 40)
    }

    @Test func rowsAfterTheFirstHideTheBackgroundButNotUnderAClipALayerOrAfterABlur() throws {
        // 3×: the recordings' constant spans cover whole blocks of a row.
        var canvas = try Canvas(width: 360, height: 360, scale: 3, background: .white)
        func row(_ y: Double, x: Double = 0, width: Double = 120, height: Double = 20) -> DisplayList.Operation {
            .roundedRect(Rect(x: x, y: y, width: width, height: height), .zero, continuous: false, .solid(.white))
        }
        let open = canvas.opaqueRuns(under: [row(0), row(20), row(40)])
        // The constant spans of a row's blocks (32 pixels each) join into one run.
        #expect([30, 90, 150].allSatisfy { open[$0].map { $0.count >= 320 } == true } && open[210] == nil)
        let clip = DisplayList.Operation.pushClip(Rect(x: 0, y: 0, width: 120, height: 60), .zero, continuous: false)
        let clipped = canvas.opaqueRuns(under: [row(0), clip, row(20), .popClip, row(40)])
        #expect(clipped[30] != nil && clipped[90] == nil && clipped[150] != nil)
        let layered = canvas.opaqueRuns(under: [.beginLayer(opacity: 1), row(0), .endLayer, row(20)])
        #expect(layered[30] == nil && layered[90] != nil)
        let blurred = canvas.opaqueRuns(under: [row(0), .backdropBlur(Rect(x: 0, y: 0, width: 120, height: 60), radius: 2), row(20)])
        #expect(blurred[30] != nil && blurred[90] == nil)
        // After the first, a rect smaller than 128 × 128 pixels is not looked at.
        let small = canvas.opaqueRuns(under: [row(0), row(20, width: 40)])
        #expect(small[30] != nil && small[90] == nil)
        // Two rects apart on a row: the longer run is kept.
        let apart = canvas.opaqueRuns(under: [row(0, width: 50, height: 60), row(0, x: 60, width: 60, height: 60)])
        #expect(apart[30].map { $0.lowerBound >= 180 && $0.count > 100 } == true)
    }
}
