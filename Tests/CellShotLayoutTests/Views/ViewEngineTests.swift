import CellShotLayout
import CellShotRaster
import CellShotText
import Testing

/// The layout engine's rules: proposals, flexible space, priorities, frames, alignment,
/// right-to-left mirroring and pixel snapping.
@Suite struct ViewEngineTests {
    func frame(_ tree: LayoutTree, _ path: String) -> Rect? { tree.node(named: path)?.frame }

    @Test func spacerTakesWhatFixedChildrenLeave() throws {
        let tree = try HStackView(spacing: 0) {
            RectangleView().frame(width: 40, height: 10)
            SpacerView()
            RectangleView().frame(width: 60, height: 10)
        }.layout(width: 300)
        #expect(frame(tree, "hstack[0]/rectangle[0]") == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(frame(tree, "hstack[0]/rectangle[2]") == Rect(x: 240, y: 0, width: 60, height: 10))
    }

    @Test func textBesideASpacerTakesAllButTheSpacersMinimum() throws {
        let tree = try HStackView(spacing: 0) {
            TextView("A message long enough to wrap in a row of three hundred points")
            SpacerView(minLength: 60)
        }.layout(width: 300)
        let text = try #require(frame(tree, "hstack[0]/text[0]"))
        #expect(text.width > 200 && text.width <= 240, "\(text)")
    }

    @Test func flexibleShapesShareEquallyAfterSpacing() throws {
        let tree = try HStackView(spacing: 10) {
            RectangleView()
            RectangleView()
            RectangleView()
        }.frame(height: 20).layout(width: 320)
        // (320 − 2 × 10) / 3 = 100 each.
        #expect(frame(tree, "hstack[0]/rectangle[1]") == Rect(x: 110, y: 0, width: 100, height: 20))
        #expect(frame(tree, "hstack[0]/rectangle[2]")?.maxX == 320)
    }

    @Test func layoutPriorityIsServedFirst() throws {
        // Narrow letters: a truncated line's width steps finely, so the second text uses the room left.
        let long = "illicit illusions illuminate lilies lit till it is light"
        let plain = try HStackView(spacing: 0) { TextView(long).lineLimit(1); TextView(long).lineLimit(1) }.layout(width: 200)
        // Equal offers (100 each); truncated text answers its shorter width, the rest goes on.
        let w0 = try #require(frame(plain, "hstack[0]/text[0]")?.width), w1 = try #require(frame(plain, "hstack[0]/text[1]")?.width)
        #expect(w0 <= 100 && w0 > 80 && w1 <= 200 - w0 && w1 > 100)
        let first = try HStackView(spacing: 0) {
            TextView(long).lineLimit(1).layoutPriority(1)
            TextView("Value").lineLimit(1)
        }.layout(width: 200)
        let value = try #require(frame(first, "hstack[0]/text[1]"))
        #expect(value.width < 10, "the lower priority gets only what is left: \(value)")
        #expect(first.node(named: "hstack[0]/text[0]")?.text?.hasSuffix("…") == true)
    }

    @Test func lessFlexibleChildrenAreOfferedFirst() throws {
        // A short label keeps its natural width beside a long text that wraps.
        let tree = try HStackView(spacing: 8) {
            TextView("A long description that wraps onto more lines in a narrow row")
            TextView("12:30")
        }.layout(width: 220)
        let time = try #require(tree.node(named: "hstack[0]/text[1]"))
        #expect(time.text == "12:30")
        let desc = try #require(tree.node(named: "hstack[0]/text[0]"))
        #expect(time.frame.width > 30 && time.frame.maxX <= 220)
        #expect(desc.frame.width <= 220 - 8 - time.frame.width + 0.34)
        if case let .text(layout, _) = desc.content { #expect(layout.lines.count > 1) }
    }

    @Test func flexibleFrameFillsAndAligns() throws {
        let tree = try TextView("Hi").frame(maxWidth: .infinity, alignment: .trailing).layout(width: 100)
        let text = try #require(frame(tree, "text[0]"))
        #expect(text.maxX == 100)
        let fixed = try TextView("Hi").frame(width: 50, height: 50, alignment: .bottomLeading).layout(width: 100)
        #expect(fixed.size.height == 50)
        #expect(frame(fixed, "text[0]")?.minX == 0 && frame(fixed, "text[0]")?.maxY == 50)
    }

    @Test func aspectRatioFitsAndFills() throws {
        let fit = try RectangleView().aspectRatio(16.0 / 9).layout(width: 160)
        #expect(fit.size.height == 90 && fit.node(named: "rectangle[0]")?.frame.width == 160)
        let boxed = try RectangleView().aspectRatio(2).frame(width: 100, height: 100).layout(width: 100)
        #expect(boxed.node(named: "rectangle[0]")?.frame == Rect(x: 0, y: 25, width: 100, height: 50))
        let covering = try RectangleView().aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100).clipped().layout(width: 100)
        #expect(covering.node(named: "rectangle[0]")?.frame == Rect(x: -50, y: 0, width: 200, height: 100))
        #expect(throws: CellError.invalidViewValue(field: "aspectRatio", value: 0)) { try TextView("x").aspectRatio(0).layout(width: 10) }
    }

    @Test func paddingAndFixedSize() throws {
        let tree = try TextView("Some words to wrap").fixedSize().padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            .layout(width: 30)
        let text = try #require(tree.node(named: "text[0]"))
        #expect(text.frame.minX == 2 && text.frame.minY == 1)
        #expect(text.text == "Some words to wrap", "fixed size keeps one line: \(text)")
        #expect(tree.notes.contains { $0.contains("overflows") })
    }

    @Test func rightToLeftMirrorsFramesAndUnevenCorners() throws {
        let row = HStackView(spacing: 0) {
            UnevenRoundedRectangleView(topLeading: 8, bottomLeading: 2).frame(width: 30, height: 10)
            SpacerView()
            IconView("chevron.right", size: 10)
        }
        var env = CellEnvironment.standard
        env.layoutDirection = .rightToLeft
        let tree = try row.layout(width: 100, environment: env)
        let shape = try #require(tree.node(named: "hstack[0]/roundedRectangle[0]"))
        #expect(shape.frame.minX == 70 && shape.frame.maxX == 100)
        guard case let .shape(content) = shape.content, case let .roundedRectangle(radii, _) = content.outline else {
            Issue.record("not a rounded rectangle"); return
        }
        #expect(radii == CornerRadii(topLeft: 0, topRight: 8, bottomRight: 2, bottomLeft: 0))
        let chevron = try #require(tree.node(named: "hstack[0]/icon[2]"))
        #expect(chevron.frame.minX == 0)
        guard case let .icon(_, _, _, mirrored) = chevron.content else { Issue.record("not an icon"); return }
        #expect(mirrored)
    }

    @Test func dividerIsOneDevicePixelAtEveryScale() throws {
        for scale in [1.0, 2, 3] {
            var env = CellEnvironment.standard
            env.scale = scale
            let tree = try VStackView(spacing: 0) {
                TextView("Above")
                DividerView()
                TextView("Below")
            }.frame(maxWidth: .infinity).layout(width: 101, environment: env)
            let divider = try #require(tree.node(named: "vstack[0]/divider[1]"))
            #expect(abs(divider.frame.height * scale - 1) < 1e-9, "scale \(scale)")
            #expect(divider.frame.width == 101)
            let image = try tree.render()
            let y = Int((divider.frame.minY * scale).rounded())
            #expect(image[50, y] == image[10, y] && image[50, y] != image[50, y - 1] && image[50, y] != image[50, y + 1])
        }
    }

    @Test func framesSnapToDevicePixels() throws {
        var env = CellEnvironment.standard
        env.scale = 2
        let tree = try HStackView(spacing: 0.3) {
            RectangleView().frame(width: 10.1, height: 7.3)
            RectangleView().frame(width: 10.2, height: 7.3)
        }.layout(width: 100, environment: env)
        func check(_ n: LayoutNode) {
            for v in [n.frame.minX, n.frame.minY, n.frame.maxX, n.frame.maxY] { #expect((v * 2).rounded() == v * 2, "\(n.name) \(n.frame)") }
            n.children.forEach(check)
        }
        check(tree.root)
    }

    @Test func firstTextBaselineAlignsDifferentFonts() throws {
        let tree = try HStackView(alignment: .firstTextBaseline) {
            TextView("Big").font(.title1)
            TextView("small").font(.caption1)
        }.layout(width: 300)
        let big = try #require(tree.node(named: "hstack[0]/text[0]"))
        let small = try #require(tree.node(named: "hstack[0]/text[1]"))
        guard case let .text(bl, _) = big.content, case let .text(sl, _) = small.content else { Issue.record("no text"); return }
        let b1 = big.frame.minY + (bl.lines.first?.baseline ?? 0), b2 = small.frame.minY + (sl.lines.first?.baseline ?? 0)
        #expect(abs(b1 - b2) < 0.34)
    }

    @Test func zstackAlignsAndEffectsAppearInTheDump() throws {
        let tree = try ZStackView(alignment: .bottomTrailing) {
            CircleView().fill(.systemGray).frame(width: 40, height: 40).id("avatar")
            CircleView().fill(.systemGreen).frame(width: 12, height: 12).overlay(CircleView().stroke(.systemBackground, lineWidth: 2))
                .id("status")
        }.opacity(0.5).shadow(radius: 2, y: 1).layout(width: 100)
        #expect(tree.node(named: "status")?.frame == Rect(x: 28, y: 28, width: 12, height: 12))
        #expect(tree.dump().contains("zstack[0] (0, 0, 40, 40) opacity=0.5 shadow=0,1/2/#00000054"))
        #expect(tree.dump().contains("overlay (28, 28, 12, 12) shape=circle stroke=2/#ffffffff"))
    }

    @Test func hiddenViewsKeepTheirSpaceButDrawNothing() throws {
        let shown = try HStackView { RectangleView().fill(.systemRed).frame(width: 10, height: 10) }.render(width: 20)
        let hidden = try HStackView { RectangleView().fill(.systemRed).frame(width: 10, height: 10).hidden() }.render(width: 20)
        #expect(shown.height == hidden.height)
        #expect(shown[5, 5] == RGBA8(255, 59, 48) && hidden[5, 5] == RGBA8(255, 255, 255))
    }

    @Test func builderHandlesConditionsLoopsAndOptionals() throws {
        let subtitle: String? = nil
        let tree = try VStackView {
            if true { TextView("a") } else { TextView("b") }
            if let subtitle { TextView(subtitle) }
            for i in 0..<3 { TextView("\(i)") }
            ForEachView(["x", "y"]) { TextView($0) }
        }.layout(width: 100)
        let texts = tree.root.children.first?.children.compactMap(\.text)
        #expect(texts == ["a", "0", "1", "2", "x", "y"])
    }

    @Test func textKeepsTheLinesAFixedHeightHolds() throws {
        let long = "One two three four five six seven eight nine ten eleven twelve thirteen fourteen"
        let tree = try TextView(long).font(.body).frame(width: 100, height: 45, alignment: .top).layout(width: 100)
        let text = try #require(tree.node(named: "text[0]"))
        guard case let .text(layout, _) = text.content else { Issue.record("no text"); return }
        #expect(layout.lines.count == 2 && layout.isTruncated, "\(layout.lines.map(\.text))")
        #expect(text.frame.height <= 45)
        let free = try TextView(long).font(.body).frame(width: 100).layout(width: 100)
        #expect((free.node(named: "text[0]")?.frame.height ?? 0) > 45)
    }

    @Test func underlineAndStrikethroughFollowEachLineInBothDirections() throws {
        for rtl in [false, true] {
            var env = CellEnvironment.standard
            env.layoutDirection = rtl ? .rightToLeft : .leftToRight
            let view = TextView("Two short lines").underline().strikethrough().frame(width: 80, alignment: .leading)
            let text = try #require(try view.layout(width: 200, environment: env).node(named: "text[0]"))
            guard case let .text(layout, _) = text.content else { Issue.record("no text"); return }
            let bars = text.children
            #expect(bars.map(\.name) == Array(repeating: ["underline", "strikethrough"], count: layout.lines.count).flatMap { $0 })
            for (i, line) in layout.lines.enumerated() {
                let under = bars[2 * i].frame, strike = bars[2 * i + 1].frame
                let x = text.frame.minX + line.rect.minX
                #expect(abs(under.minX - x) < 0.34 && abs(under.width - line.rect.width) < 0.67, "rtl \(rtl) line \(i)")
                #expect(under.minY > text.frame.minY + line.baseline && strike.maxY < text.frame.minY + line.baseline)
                #expect(abs(under.height * 3 - 3) < 1e-9, "1 pt at 17 pt text is 3 px")
            }
            #expect(rtl ? text.frame.maxX == 200 : text.frame.minX == 0)
        }
    }

    @Test func textTruncatesAtHeadMiddleAndTail() throws {
        let s = "Quarterly report final version"
        for (mode, check) in [(TextTruncation.head, { (t: String) in t.hasPrefix("…") && t.hasSuffix("version") }),
                              (.middle, { $0.hasPrefix("Quar") && $0.contains("…") && $0.hasSuffix("on") }),
                              (.tail, { $0.hasPrefix("Quarterly") && $0.hasSuffix("…") })] {
            let t = try TextView(s).lineLimit(1).truncationMode(mode).layout(width: 120).node(named: "text[0]")?.text ?? ""
            #expect(check(t), "\(mode): \(t)")
        }
    }
}
