import CellShotLayout
import CellShotRaster
import CellShotText
import Testing

@Suite struct PainterTests {
    func cell(_ style: CellStyle = .detail) -> Cell {
        Cell(title: "Pay rent", icon: "tag", badge: "1", configuration: .preset(metadataViews: 1, style: style))
    }

    @Test func cardShadowThenFillThenInsideBorder() throws {
        let tree = try cell().layout(width: 375)
        let ops = tree.displayList().operations
        // One operation for the card's shadow and fill: the canvas's fast path cannot be lost.
        guard case let .shadowedRoundedRect(fillRect, radii, true, shadow, .solid(fill)) = ops[0] else {
            Issue.record("first op \(ops[0])"); return
        }
        guard case let .stroke(_, style, .solid(border)) = ops[1] else { Issue.record("second op \(ops[1])"); return }
        let card = try #require(tree.node(named: "card")).frame
        #expect(fillRect == card)
        #expect(radii == CornerRadii(all: 6))
        #expect(shadow == CellMetrics.detail.shadow)
        #expect(fill == CellMetrics.detail.background.light)
        #expect(style.width == 0.8)
        #expect(border.rgba8 == RGBA8(170, 170, 170))
    }

    /// A tree the canvas cannot hold (zero height) fails with the canvas's own typed error.
    @Test func renderKeepsTheCanvasError() throws {
        let tree = try RectangleView().fill(.white).frame(width: 10, height: 0).layout(width: 10)
        #expect(tree.size.height == 0)
        do {
            _ = try tree.render()
            Issue.record("a zero-height tree rendered")
        } catch {
            guard case .renderFailed(.invalidSize(_, 0)) = error else { Issue.record("\(error)"); return }
        }
    }

    @Test func pixelsShowCardAndRowBackgrounds() throws {
        for appearance in Appearance.allCases {
            var env = CellEnvironment.standard
            env.appearance = appearance
            env.scale = 2
            let tree = try cell().layout(width: 375, environment: env)
            let image = try tree.render()
            let card = try #require(tree.node(named: "card")).frame
            // A point inside the card away from content: just above the bottom-left padding.
            let inside = image[Int((card.minX + 4) * 2), Int((card.maxY - 4) * 2)]
            #expect(inside == CellMetrics.detail.background.resolve(appearance).rgba8)
            // The row's top-left corner is row background (the shadow does not reach it).
            #expect(image[0, 0] == SystemColor.systemBackground.resolve(appearance).rgba8)
            #expect(image.isOpaque)
        }
    }

    @Test func highlightedAndSelectedChangeTheCardFill() throws {
        for (state, expected) in [(VisualState.highlighted, CellMetrics.master.highlightedBackground.light),
                                  (.selected, CellMetrics.master.selectedBackground.light)] {
            var c = cell(.master)
            c.state = state
            guard case let .box(style)? = try c.layout(width: 375).node(named: "card")?.content else { Issue.record("no card"); return }
            #expect(style.fill == expected)
        }
    }

    @Test func explicitHeightClipsContentToTheCard() throws {
        var c = cell()
        c.height = 40
        let ops = try c.layout(width: 375).displayList().operations
        #expect(ops.contains { if case .pushClip = $0 { return true }; return false })
        #expect(ops.last == .popClip)
    }

    @Test func rightToLeftMirrorsTheChevron() throws {
        var env = CellEnvironment.standard
        env.layoutDirection = .rightToLeft
        guard case let .icon(name, _, _, mirrored)? = try cell().layout(width: 375, environment: env).node(named: "disclosure")?.content
        else { Issue.record("no disclosure"); return }
        #expect(name == "chevron.right" && mirrored)
    }
}
