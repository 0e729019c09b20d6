#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

/// The views that lay out by the space they are offered: GeometryReader, ViewThatFits, Grid,
/// LazyHGrid, Gauge and the circular progress style.
private struct LayoutViews: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    SwiftUI.Color.orange.frame(width: proxy.size.width * 0.25)
                    SwiftUI.Color.teal
                }
            }
            .frame(height: 20)
            ViewThatFits(in: .horizontal) {
                Text("A headline far too long to fit in the row's width, even at the smallest sizes")
                Text("Short headline")
            }
            Grid(alignment: .leading) {
                GridRow {
                    Text("Name").bold()
                    Text("Plays").bold().gridColumnAlignment(.trailing)
                }
                Divider()
                GridRow { Text("Ann"); Text("12") }
                GridRow { Text("Bartholomew"); Text("3") }
                GridRow { Text("Total across the team").gridCellColumns(2) }
            }
            LazyHGrid(rows: [GridItem(.fixed(24)), GridItem(.fixed(24))], spacing: 6) {
                ForEach(0..<5) { i in Text("Item \(i)").padding(.horizontal, 4).background(SwiftUI.Color.yellow) }
            }
            HStack(spacing: 16) {
                Gauge(value: 0.62) { Text("Battery") } currentValueLabel: { Text("62%") }
                    .frame(width: 150)
                Gauge(value: 72, in: 0...100) { Text("BPM") } currentValueLabel: { Text("72") }
                    minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                    .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.4) { Text("Disk") } currentValueLabel: { Text("40") }
                    .gaugeStyle(.accessoryCircularCapacity)
                ProgressView(value: 0.4).progressViewStyle(.circular)
            }
            HStack {
                RoundedRectangle(cornerRadius: 8)
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 80, height: 32)
                Text("Gradient").padding(6)
                    .background(LinearGradient(colors: [.mint, .blue], startPoint: .top, endPoint: .bottom), in: Capsule())
            }
        }
        .padding()
    }
}

@Suite struct LayoutViewsTests {
    @Test func layoutViewsMatchTheirReferences() {
        assertSnapshot(of: LayoutViews(), matrix: .appearances, as: { .image(width: $0.width, environment: $0.environment) })
    }

    @Test func geometryReaderTakesTheOfferAndReportsItsSizeAndPlace() throws {
        let reader = GeometryReader { proxy in
            Text(verbatim: "\(Int(proxy.size.width))×\(Int(proxy.size.height)) at \(Int(proxy.frame(in: .global).minX)),\(Int(proxy.frame(in: .local).minX))")
        }
        let tree = try reader.frame(height: 40).padding(.leading, 16).layout(width: 216)
        let node = try #require(tree.node(named: "GeometryReader[0]"))
        #expect(node.frame == Rect(x: 16, y: 0, width: 200, height: 40))
        let text = try #require(tree.node(named: "GeometryReader[0]/Text[0]"))
        #expect(text.text == "200×40 at 16,0")
        #expect(text.frame.minX == 16 && text.frame.minY == 0, "content sits at the top-leading corner")
        #expect(try reader.layout(width: 100).size.height == 10, "no height offered: SwiftUI's 10 points")
    }

    @Test func aBadLengthMadeFromTheProxyIsATypedError() {
        let reader = GeometryReader { proxy in SwiftUI.Color.red.frame(width: proxy.size.width - 500) }
        #expect(throws: CellError.invalidViewValue(field: "frame.width", value: -400)) { try reader.layout(width: 100) }
    }

    @Test func viewThatFitsShowsTheFirstViewWhoseIdealSizeFits() throws {
        let fits = ViewThatFits(in: .horizontal) { Text("Wide wide wide wide wide"); Text("Narrow") }
        let narrow = try fits.layout(width: 100), wide = try fits.layout(width: 375)
        #expect(narrow.node(named: "ViewThatFits[0]/Text[1]")?.text == "Narrow")
        #expect(narrow.node(named: "ViewThatFits[0]/Text[0]") == nil, "the others are not drawn")
        #expect(wide.node(named: "ViewThatFits[0]/Text[0]")?.text == "Wide wide wide wide wide")
        #expect(wide.node(named: "ViewThatFits[0]/Text[1]") == nil)
        let none = ViewThatFits(in: .horizontal) { Text("Wide wide wide wide wide"); Text("Still far too wide") }
        #expect(try none.layout(width: 40).node(named: "ViewThatFits[0]/Text[1]") != nil, "nothing fits: the last")
    }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() throws {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow { Text("A"); Text("Longer text") }
            Divider()
            GridRow { Text("Widest cell").gridColumnAlignment(.leading); Text("B") }
            GridRow { Text("Across").gridCellColumns(2) }
        }
        let tree = try grid.layout(width: 375)
        let a = try #require(tree.node(named: "Grid[0]/Text[0]")), longer = try #require(tree.node(named: "Grid[0]/Text[1]"))
        let widest = try #require(tree.node(named: "Grid[0]/Text[3]")), b = try #require(tree.node(named: "Grid[0]/Text[4]"))
        let divider = try #require(tree.node(named: "Grid[0]/Divider[2]")), span = try #require(tree.node(named: "Grid[0]/Text[5]"))
        #expect(a.frame.minX == widest.frame.minX, "gridColumnAlignment(.leading) aligns the whole column")
        #expect(abs(longer.frame.minX - (widest.frame.maxX + 10)) < 0.5, "column 2 starts after the widest cell of column 1")
        #expect(abs(b.frame.midX - longer.frame.midX) < 0.5, "column 2 centres its cells")
        #expect(a.frame.minY == longer.frame.minY && widest.frame.minY > divider.frame.maxY)
        #expect(divider.frame.minX == 0 && divider.frame.width >= span.frame.maxX - 0.5, "a view outside a row spans the grid")
        let node = try #require(tree.node(named: "Grid[0]"))
        #expect(abs(span.frame.midX - node.frame.midX) < 0.5, "gridCellColumns(2): centred across both columns")
        #expect(abs(node.frame.width - (widest.frame.width + 10 + longer.frame.width)) < 0.5)
    }

    @Test func lazyHGridFillsColumnsTopToBottom() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 5) {
            ForEach(0..<5) { i in SwiftUI.Color.red.frame(width: 20 + Double(i), height: 10) }
        }
        let tree = try grid.layout(width: 375)
        let node = try #require(tree.node(named: "LazyHGrid[0]"))
        #expect(node.frame.height == 30 + 8 + 30, "two fixed rows and the default spacing between them")
        let first = try #require(tree.node(named: "LazyHGrid[0]/Color[0]")), second = try #require(tree.node(named: "LazyHGrid[0]/Color[1]"))
        let third = try #require(tree.node(named: "LazyHGrid[0]/Color[2]"))
        #expect(abs(first.frame.midX - second.frame.midX) < 0.34 && second.frame.midY - first.frame.midY == 38)
        // Column 1 is 21 pt wide (its widest child), column 2 starts 5 pt after it; a 22 pt child
        // centred in the 23 pt column 2 starts at 26.5 pt (snapped to a third of a point).
        #expect(third.frame.minY == first.frame.minY)
        let x: Double = third.frame.minX
        #expect(abs(x - 26.5) < 0.34)
    }

    @Test func aLinearGradientIsDrawnAlongItsAxis() throws {
        let bar = LinearGradient(colors: [SwiftUI.Color(red: 1, green: 0, blue: 0), SwiftUI.Color(red: 0, green: 0, blue: 1)],
                                 startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 4)
        let image = try bar.render(width: 100)
        // 300 device pixels: pixel x samples its centre, t = (x + 0.5) / 300, colours mixed linearly in sRGB.
        for x in [0, 75, 150, 299] {
            let t = (Double(x) + 0.5) / 300, p = image[x, 6]
            #expect(abs(Double(p.r) - 255 * (1 - t)) <= 1 && abs(Double(p.b) - 255 * t) <= 1 && p.g == 0, "pixel \(x): \(p)")
        }
        let mirrored = try bar.render(width: 100, environment: CellEnvironment(layoutDirection: .rightToLeft))
        #expect(mirrored[0, 6].b > 250 && mirrored[299, 6].r > 250, "leading is on the right, right to left")
        #expect(try bar.layout(width: 100).dump().contains("gradient=#ff0000ff>#0000ffff"))
    }

    @Test func gaugesFillToTheirValue() throws {
        let linear = try Gauge(value: 0.25) { Text("Level") }.frame(width: 200).layout(width: 200)
        let track = try #require(linear.node(named: "Gauge[0]/progress[1]"))
        let fill = try #require(linear.node(named: "Gauge[0]/progress[1]/fill"))
        #expect(fill.frame.width == track.frame.width / 4)
        let ring = try Gauge(value: 0.5) { Text("BPM") }.gaugeStyle(.accessoryCircular).layout(width: 200)
        #expect(ring.node(named: "Gauge[0]")?.frame.size == Size(width: 58, height: 58))
        let spinner = try ProgressView(value: 0.4).progressViewStyle(.circular).layout(width: 200)
        #expect(spinner.node(named: "ProgressView[0]")?.frame.size == Size(width: 20, height: 20), "iOS draws circular progress indeterminate")
    }
}
#endif
