import CellShotCatalog
import CellShotLayout
import CellShotText
import Testing

/// The layout, clip and environment modifiers and the progress bar in `views:` entries: the
/// YAML draws the same pixels as the Swift view, and mistakes give positioned messages.
@Suite struct ViewModifierCatalogTests {
    func pixels(_ view: String) throws -> Image {
        let catalog = try Catalog.parse("views:\n  - name: v\n    width: 200\n    view: \(view)\n")
        return try #require(catalog.snapshots.first).layout().render()
    }

    func swift<V: CellView>(_ view: V) throws -> Image { try view.render(width: 200, environment: .standard) }

    @Test func layoutModifiers() throws {
        #expect(try pixels("{hstack: {children: [{text: A long label that wraps, layoutPriority: 1}, {text: {string: Short, lines: 1}, fixedSize: true}]}}")
            == swift(HStackView { TextView("A long label that wraps").layoutPriority(1); TextView("Short").lineLimit(1).fixedSize() }))
        #expect(try pixels("{text: Wide, fixedSize: {horizontal: true}}") == swift(TextView("Wide").fixedSize(horizontal: true, vertical: false)))
        #expect(try pixels("{rectangle: {fill: systemBlue}, aspectRatio: 2, frame: {width: 120}}")
            == swift(RectangleView().fill(.system(.systemBlue)).aspectRatio(2).frame(width: 120)))
        #expect(try pixels("{circle: {fill: systemRed}, aspectRatio: {ratio: 1, contentMode: fill}, frame: {width: 60, height: 30}, clipped: true}")
            == swift(CircleView().fill(.system(.systemRed)).aspectRatio(1, contentMode: .fill).frame(width: 60, height: 30).clipped()))
        #expect(try pixels("{text: Moved, offset: {x: 6, y: -3}}") == swift(TextView("Moved").offset(x: 6, y: -3)))
        #expect(try pixels("{icon: tray, overlay: {view: {circle: {fill: systemRed}, frame: {width: 6, height: 6}}, alignment: topTrailing}}")
            == swift(IconView("tray").overlay(CircleView().fill(.system(.systemRed)).frame(width: 6, height: 6), alignment: .topTrailing)))
        #expect(try pixels("{text: Tag, background: {view: {capsule: {fill: systemYellow}, frame: {width: 10}}, alignment: leading}}")
            == swift(TextView("Tag").background(CapsuleView().fill(.system(.systemYellow)).frame(width: 10), alignment: .leading)))
    }

    @Test func clipAndEnvironmentModifiers() throws {
        #expect(try pixels("{rectangle: {fill: systemGreen}, frame: {width: 40, height: 40}, clipShape: circle}")
            == swift(RectangleView().fill(.system(.systemGreen)).frame(width: 40, height: 40).clipShape(CircleView())))
        #expect(try pixels("{rectangle: {fill: systemGreen}, frame: {width: 60, height: 30}, clipShape: capsule}")
            == swift(RectangleView().fill(.system(.systemGreen)).frame(width: 60, height: 30).clipShape(CapsuleView())))
        #expect(try pixels("{rectangle: {fill: systemTeal}, frame: {width: 60, height: 30}, clipShape: {roundedRectangle: {cornerRadius: 8, curve: circular}}}")
            == swift(RectangleView().fill(.system(.systemTeal)).frame(width: 60, height: 30).cornerRadius(8, style: .circular)))
        #expect(try pixels("{rectangle: {fill: systemTeal}, frame: {width: 60, height: 30}, cornerRadius: {radius: 8, curve: circular}}")
            == swift(RectangleView().fill(.system(.systemTeal)).frame(width: 60, height: 30).cornerRadius(8, style: .circular)))
        let stack = "{vstack: {children: [{text: One}, {text: Two lines of text here}]}, foregroundColor: systemRed, font: {style: headline}, fontWeight: bold, lineLimit: 1, multilineTextAlignment: center}"
        #expect(try pixels(stack) == swift(VStackView { TextView("One"); TextView("Two lines of text here") }
            .foregroundColor(.system(.systemRed)).font(.headline).fontWeight(.bold).lineLimit(1).multilineTextAlignment(.center)))
        #expect(try pixels("{text: Fixed, font: {size: 20, weight: semibold, style: body}, lineLimit: 0}")
            == swift(TextView("Fixed").font(Font(weight: .semibold, size: 20), relativeTo: .body).lineLimit(nil)))
        #expect(try pixels("{progressBar: 0.4}") == swift(ProgressBarView(value: 0.4)))
        #expect(try pixels("{progressBar: {value: 0.7, height: 6, tint: systemGreen, track: systemGray5}, padding: 8}")
            == swift(ProgressBarView(value: 0.7, height: 6, tint: .system(.systemGreen), track: .system(.systemGray5)).padding(8)))
    }

    func error(_ view: String) -> CatalogError? { catalogError("views:\n  - name: v\n    view: \(view)\n") }

    @Test func badModifiers() throws {
        let shape = try #require(error("{text: a, clipShape: cirle}"))
        #expect(shape.description == "c.yaml:3:32: views[0].view.clipShape: unknown value \"cirle\"; did you mean \"circle\"? (expected rectangle, circle, capsule)")
        let key = try #require(error("{text: a, fixedSise: true}"))
        #expect(key.message == "unknown key \"fixedSise\"; did you mean \"fixedSize\"?")
        let ratio = try #require(error("{text: a, aspectRatio: {ratio: 0}}"))
        #expect(ratio.path == "views[0].view.aspectRatio.ratio" && ratio.message == "\"0\" is out of range")
        let mode = try #require(error("{text: a, aspectRatio: {ratio: 1, contentMode: center}}"))
        #expect(mode.expected == "fit, fill")
        let offset = try #require(error("{text: a, offset: 4}"))
        #expect(offset.path == "views[0].view.offset" && offset.expected.hasPrefix("a mapping with keys x, y"))
        let progress = try #require(error("{progressBar: 1.5}"))
        #expect(progress.message == "\"1.5\" is out of range" && progress.expected == "a number from 0 to 1")
        let layer = try #require(error("{text: a, overlay: {view: {circle: }, alignment: middle}}"))
        #expect(layer.path == "views[0].view.overlay.alignment" && layer.expected.hasPrefix("center, leading, trailing, top"))
        let weight = try #require(error("{text: a, fontWeight: heavy}"))
        #expect(weight.expected == "regular, medium, semibold, bold")
    }
}
