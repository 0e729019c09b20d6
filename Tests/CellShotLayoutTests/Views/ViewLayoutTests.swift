import CellShotLayout
import CellShotPNG
import CellShotRaster
import CellShotText
import Testing

@Suite struct ViewLayoutTests {
    struct Row: CellView {
        var body: some CellView {
            HStackView(spacing: 12) {
                CircleView().fill(.systemBlue).frame(width: 40, height: 40)
                VStackView(alignment: .leading, spacing: 2) {
                    TextView("Anna Haro").font(.body, weight: .semibold)
                    TextView("Online").font(.subheadline).foregroundColor(.secondaryLabel)
                }
                SpacerView()
                TextView("3").font(.footnote, weight: .semibold).foregroundColor(.white)
                    .padding(horizontal: 7, vertical: 2).background(CapsuleView().fill(.systemRed)).id("badge")
            }
            .padding(horizontal: 16, vertical: 10)
        }
    }

    @Test func rowLaysOutLikeAStack() throws {
        let tree = try Row().layout(width: 375)
        let dump = tree.dump()
        #expect(dump == """
        cell 375x61 pt @3x  view appearance=light size=large direction=ltr
        row (0, 0, 375, 61)
          hstack[0] (16, 10, 343, 40.67)
            circle[0] (16, 10.33, 40, 40) shape=circle fill=#007affff
            vstack[1] (68, 10, 82, 40.67)
              text[0] (68, 10, 82, 20.67) color=#000000ff "Anna Haro" lines=1
              text[1] (68, 32.67, 43.33, 18) color=#3c3c4399 "Online" lines=1
            badge (336.67, 20.33, 22.33, 20)
              background (336.67, 20.33, 22.33, 20) shape=capsule fill=#ff3b30ff
              text (343.67, 22.33, 8.33, 16) color=#ffffffff "3" lines=1
        """ + "\n")
        #expect(tree.node(named: "hstack[0]/vstack[1]/text[1]")?.text == "Online")
        let moved = tree.root.translated(dx: 0, dy: 100)
        #expect(moved.node(named: "badge.text")?.frame.minY == (tree.node(named: "badge.text")?.frame.minY ?? 0) + 100)
        #expect(moved.frame.minY == 100)
    }
}

@Suite struct CellModelTests {
    struct Contact: CellModel {
        var name: String
        var body: some CellView {
            TextView(name).padding(horizontal: 16, vertical: 11).frame(maxWidth: .infinity, alignment: .leading)
        }
        var separatorInset: EdgeInsets? { EdgeInsets(leading: 16) }
    }

    @Test func modelRendersWithSeparatorAndHighlight() throws {
        let tree = try Contact(name: "Anna").layout(width: 375)
        let separator = try #require(tree.node(named: "separator"))
        #expect(separator.frame.minX == 16 && separator.frame.width == 359)
        #expect(abs(separator.frame.height - 1.0 / 3) < 1e-9 && abs(separator.frame.maxY - tree.size.height) < 1e-9)
        #expect(abs(tree.size.height - 42.67) < 0.01)   // 11 + one body line (20.67 pt in Inter) + 11
        let normal = try Contact(name: "Anna").render(width: 375)
        let highlighted = try Contact(name: "Anna").render(width: 375, state: .highlighted)
        #expect(normal[2, 2] == RGBA8(255, 255, 255))
        #expect(highlighted[2, 2] == RGBA8(209, 209, 214))
        #expect(normal[100, normal.height - 1] != RGBA8(255, 255, 255))
        #expect(normal[20, normal.height - 1] == RGBA8(255, 255, 255))
    }

    @Test func modelHandledAsAPlainViewKeepsItsRowSettings() throws {
        func generic<V: CellView>(_ v: V) throws -> LayoutTree { try v.layout(width: 375) }
        let tree = try generic(Contact(name: "Anna"))
        #expect(tree.node(named: "separator") != nil)
        #expect(tree.summary.hasPrefix("model normal"))
        let plain = try generic(TextView("Anna"))
        #expect(plain.node(named: "separator") == nil && plain.summary.hasPrefix("view"))
    }
}
