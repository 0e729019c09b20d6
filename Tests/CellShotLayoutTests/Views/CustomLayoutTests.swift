import CellShotLayout
import CellShotRaster
import CellShotText
import Testing

/// Custom layouts, boxes and non-square icons: the mechanisms the card is built with.
@Suite struct CustomLayoutTests {
    /// Children side by side at their ideal sizes, bottom-aligned, each `step` further down.
    struct Staircase: CustomLayout {
        var step: Double
        func sizeThatFits(_ p: Proposal, subviews: [SubviewProxy]) -> Size {
            let sizes = subviews.map { $0.size(Proposal(width: nil, height: nil)) }
            return Size(width: sizes.reduce(0) { $0 + $1.width },
                        height: sizes.enumerated().map { Double($0.offset) * step + $0.element.height }.max() ?? 0)
        }
        func placeSubviews(in bounds: Rect, proposal p: Proposal, subviews: [SubviewProxy]) -> [Rect] {
            var x = bounds.minX
            return subviews.enumerated().map { i, s in
                let size = s.size(Proposal(width: nil, height: nil))
                defer { x += size.width }
                return Rect(x: x, y: bounds.minY + Double(i) * step, width: size.width, height: size.height)
            }
        }
    }

    /// Answers and frames as given, to check that bad ones are refused.
    struct Broken: CustomLayout {
        var size: Size
        var frame: Rect
        func sizeThatFits(_ p: Proposal, subviews: [SubviewProxy]) -> Size { size }
        func placeSubviews(in bounds: Rect, proposal p: Proposal, subviews: [SubviewProxy]) -> [Rect] { [frame] }
    }

    @Test func customLayoutPlacesItsChildren() throws {
        let view = CustomLayoutView(Staircase(step: 10)) {
            RectangleView().fill(.systemRed).frame(width: 20, height: 20)
            RectangleView().fill(.systemBlue).frame(width: 30, height: 5).id("blue")
        }
        let tree = try view.padding(8).layout(width: 100)
        #expect(tree.size.height == 8 + 20 + 8)
        #expect(tree.node(named: "layout[0]")?.frame == Rect(x: 8, y: 8, width: 50, height: 20))
        #expect(tree.node(named: "rectangle[0]")?.frame == Rect(x: 8, y: 8, width: 20, height: 20))
        #expect(tree.node(named: "blue")?.frame == Rect(x: 28, y: 18, width: 30, height: 5))
    }

    @Test func subviewsTellHowTheirTextBreaks() throws {
        struct Lines: CustomLayout {
            func sizeThatFits(_ p: Proposal, subviews: [SubviewProxy]) -> Size {
                let narrow = subviews[0].text(width: 40)?.lines.count ?? 0
                let wide = subviews[0].text(width: 1000)?.lines.count ?? 0
                let none = subviews[1].text(width: 40) == nil ? 1.0 : 0
                return Size(width: Double(narrow), height: Double(wide) + none)
            }
            func placeSubviews(in bounds: Rect, proposal p: Proposal, subviews: [SubviewProxy]) -> [Rect] { [] }
        }
        let tree = try CustomLayoutView(Lines()) { TextView("one two three four").padding(2); CircleView() }.layout(width: 300)
        let frame = try #require(tree.node(named: "layout[0]")?.frame)
        #expect(frame.width >= 2, "wraps at 40 pt")
        #expect(frame.height == 2, "one line at 1000 pt, and a circle has no text")
        #expect(tree.node(named: "layout[0]")?.children.isEmpty == true, "children without frames are left out")
    }

    @Test func badCustomAnswersAreTypedErrors() {
        func error(_ layout: Broken) -> CellError? {
            do { _ = try CustomLayoutView(layout) { TextView("x") }.render(width: 100); return nil } catch { return error }
        }
        let fine = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(error(Broken(size: Size(width: 10, height: 10), frame: fine)) == nil)
        #expect(error(Broken(size: Size(width: 10, height: -1), frame: fine)) == .invalidViewValue(field: "CustomLayout.sizeThatFits", value: -1))
        #expect(error(Broken(size: Size(width: .infinity, height: 1), frame: fine))
                == .invalidViewValue(field: "CustomLayout.sizeThatFits", value: .infinity))
        #expect(error(Broken(size: Size(width: 1, height: 1), frame: Rect(x: 0, y: 0, width: -3, height: 1)))
                == .invalidViewValue(field: "CustomLayout.placeSubviews[0]", value: -3))
        guard case let .invalidViewValue(field, value)? = error(Broken(size: Size(width: 1, height: 1), frame: Rect(x: .nan, y: 0, width: 1, height: 1)))
        else { Issue.record("NaN frame accepted"); return }
        #expect(field == "CustomLayout.placeSubviews[0]" && value.isNaN)
    }

    /// A layout that takes the whole offer answers a stack's unbounded probe with +∞, as a
    /// spacer does; offered a finite width it answers that width.
    @Test func anUnboundedOfferMayBeAnsweredWithInfinity() throws {
        struct Filling: CustomLayout {
            func sizeThatFits(_ p: Proposal, subviews: [SubviewProxy]) -> Size { Size(width: p.width ?? 10, height: 20) }
            func placeSubviews(in bounds: Rect, proposal p: Proposal, subviews: [SubviewProxy]) -> [Rect] { [bounds] }
        }
        let tree = try HStackView(spacing: 0) {
            TextView("Label").id("label")
            CustomLayoutView(Filling()) { RectangleView() }.id("filling")
        }
        .layout(width: 300)
        let label = try #require(tree.node(named: "label")?.frame)
        let filling = try #require(tree.node(named: "filling")?.frame)
        #expect(filling.minX == label.maxX && filling.maxX == 300 && filling.height == 20)
        // Offered +∞ in width only, +∞ in height is still an error.
        struct Tall: CustomLayout {
            func sizeThatFits(_ p: Proposal, subviews: [SubviewProxy]) -> Size { Size(width: p.width ?? 10, height: p.width ?? 10) }
            func placeSubviews(in bounds: Rect, proposal p: Proposal, subviews: [SubviewProxy]) -> [Rect] { [bounds] }
        }
        #expect(throws: CellError.invalidViewValue(field: "CustomLayout.sizeThatFits", value: .infinity)) {
            try HStackView { TextView("Label"); CustomLayoutView(Tall()) { RectangleView() } }.render(width: 300)
        }
    }

    @Test func boxHoldsAStacksChildrenInOneNode() throws {
        let style = BoxStyle(fill: Color(red: 0, green: 0, blue: 1), radius: 6, borderWidth: 1, borderColor: Color(white: 0))
        let view = HStackView(spacing: 4) {
            IconView("star", size: 10).id("icon")
            TextView("Short").id("label")
        }
        .padding(3).box(style, text: "Short, the whole value").id("chip")
        let tree = try view.layout(width: 200)
        let chip = try #require(tree.node(named: "chip"))
        #expect(chip.children.map(\.name) == ["icon", "label"], "no stack node between the box and its content")
        #expect(chip.frame.minX == 0 && chip.frame.minY == 0)
        #expect(chip.children[0].frame.minX == 3 && chip.children[0].frame.width == 10)
        #expect(chip.frame.width == 3 + 10 + 4 + chip.children[1].frame.width + 3)
        #expect(tree.dump().contains("\nchip (0, 0, ") || tree.dump().contains(" chip (0, 0, "))
        #expect(tree.dump().contains("fill=#0000ffff border=1/#000000ff \"Short, the whole value\""))
        // A single view keeps its node inside the box.
        let single = try TextView("x").id("label").padding(2).box(style).id("box").layout(width: 100)
        #expect(single.node(named: "box")?.children.map(\.name) == ["label"])
    }

    @Test func badBoxValuesAreTypedErrors() {
        func error(_ style: BoxStyle) -> CellError? {
            do { _ = try TextView("x").box(style).render(width: 100); return nil } catch { return error }
        }
        #expect(error(BoxStyle(fill: nil, radius: -2)) == .invalidViewValue(field: "box.cornerRadius.topLeading", value: -2))
        #expect(error(BoxStyle(fill: nil, radius: 2, borderWidth: -1)) == .invalidViewValue(field: "box.borderWidth", value: -1))
        #expect(error(BoxStyle(fill: nil, radius: 2)) == nil)
    }

    @Test func iconsFitABoxThatIsNotSquare() throws {
        let tree = try IconView("chevron.right", width: 12, height: 16).id("chevron").layout(width: 100)
        #expect(tree.node(named: "chevron")?.frame == Rect(x: 0, y: 0, width: 12, height: 16))
        do { _ = try IconView("chevron.right", width: -1, height: 16).render(width: 100); Issue.record("negative width accepted") } catch {
            #expect(error == .invalidViewValue(field: "IconView(\"chevron.right\").width", value: -1))
        }
    }
}
