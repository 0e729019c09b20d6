import CellShotLayout
import CellShotRaster
import Testing

/// What the painter emits for view nodes: a rounded shape with its shadow as one operation
/// (the canvas's fast path), clips and layers around their content, images clipped to their frame.
@Suite struct ViewPainterTests {
    @Test func shadowedRoundedRectIsShadowThenFill() throws {
        let ops = try RoundedRectangleView(cornerRadius: 10).fill(.white).frame(width: 100, height: 50)
            .shadow(color: .black, radius: 4, y: 2).layout(width: 120).displayList().operations
        guard case let .shadowedRoundedRect(r1, radii, true, shadow, .solid(fill)) = ops[0] else {
            Issue.record("\(ops)"); return
        }
        #expect(r1 == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(radii == CornerRadii(all: 10) && shadow.blur == 4 && shadow.offset == Point(0, 2))
        #expect(fill == .white)
    }

    @Test func circleClipOpacityAndImage() throws {
        let image = Image(width: 6, height: 3, color: RGBA8(255, 0, 0))
        let ops = try ImageView(image, contentMode: .fill).frame(width: 20, height: 20).clipShape(CircleView()).opacity(0.5)
            .layout(width: 20).displayList().operations
        guard ops.count == 7, case .beginLayer(0.5) = ops[0], case .pushClipPath = ops[1], case let .pushClip(frame, _, _) = ops[2],
              case let .image(drawn, dest) = ops[3], case .popClip = ops[4], case .popClip = ops[5], case .endLayer = ops[6] else {
            Issue.record("\(ops)"); return
        }
        #expect(frame == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(drawn == image)
        // Fill: scaled to cover the 20 × 20 frame (×6.67 to 40 × 20), centred.
        #expect(abs(dest.width - 40) < 1e-9 && dest.height == 20 && abs(dest.minX + 10) < 1e-9)
    }

    @Test func contentModesPlaceTheBitmap() {
        let content = { (mode: ImageContentMode) in ImageContent(image: Image(width: 4, height: 2), mode: mode, scale: 2) }
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(content(.fit).destination(in: frame) == Rect(x: 0, y: 2.5, width: 10, height: 5))
        #expect(content(.fill).destination(in: frame) == Rect(x: -5, y: 0, width: 20, height: 10))
        #expect(content(.center).destination(in: frame) == Rect(x: 4, y: 4.5, width: 2, height: 1))
    }

    @Test func borderIsStrokedInsideTheFrame() throws {
        let tree = try TextView("Hi").padding(4).border(.systemRed, width: 2).layout(width: 100)
        let border = try #require(tree.node(named: "border"))
        guard case let .shape(s) = border.content else { Issue.record("no shape"); return }
        #expect(s.stroke == SystemColor.systemRed.resolve(.light) && s.lineWidth == 2 && s.fill == nil)
        let image = try tree.render()
        let f = border.frame
        #expect(image[Int(f.minX * 3) + 1, Int(f.midY * 3)] == RGBA8(255, 59, 48))
        #expect(image[Int(f.minX * 3) + 7, Int(f.midY * 3)] == RGBA8(255, 255, 255))
    }
}
