import CellShotCatalog
import CellShotLayout
import CellShotPNG
import CellShotRaster
import CellShotTestSupport
import CellShotText
import Foundation
import Testing

/// `views:` entries: each YAML element draws the same pixels as the view built in Swift, and
/// bad views give positioned messages.
@Suite struct ViewCatalogTests {
    /// The pixels of the catalog's only snapshot.
    func pixels(_ yaml: String, folder: String = ".") throws -> Image {
        let catalog = try Catalog.parse(yaml, folder: folder)
        #expect(catalog.snapshots.count == 1)
        return try #require(catalog.snapshots.first).layout().render()
    }

    func entry(_ view: String) -> String { "views:\n  - name: v\n    width: 200\n    view: \(view)\n" }

    func swift<V: CellView>(_ view: V, environment: CellEnvironment = .standard) throws -> Image {
        try view.render(width: 200, environment: environment)
    }

    @Test func textWithEveryAttribute() throws {
        let yaml = entry("{text: {string: \"Anna Smith\", style: headline, weight: bold, color: systemRed, lines: 1, alignment: center, truncation: middle, underline: true, strikethrough: true}}")
        let view = TextView("Anna Smith").font(.headline, weight: .bold).foregroundColor(.system(.systemRed)).lineLimit(1)
            .multilineTextAlignment(.center).truncationMode(.middle).underline().strikethrough()
        #expect(try pixels(yaml) == swift(view))
        #expect(try pixels(entry("{text: {string: Hi, size: 22, weight: semibold, style: body}}"))
            == swift(TextView("Hi").font(Font(weight: .semibold, size: 22), relativeTo: .body)))
        #expect(try pixels(entry("{text: Plain}")) == swift(TextView("Plain")))
    }

    @Test func stacksShapesAndModifiers() throws {
        let yaml = entry("""
        {hstack: {alignment: top, spacing: 12, children: [{circle: {fill: systemBlue}, frame: {width: 40, height: 40}}, {vstack: {alignment: leading, spacing: 2, children: [{text: Anna}, {text: {string: Online, style: footnote, color: secondaryLabel}}]}}, {spacer: {minLength: 4}}, {icon: {name: star.fill, size: 20, color: systemYellow}}]}, padding: {horizontal: 16, vertical: 8}, background: secondarySystemBackground}
        """)
        let view = HStackView(alignment: .top, spacing: 12) {
            CircleView().fill(.system(.systemBlue)).frame(width: 40, height: 40)
            VStackView(alignment: .leading, spacing: 2) {
                TextView("Anna")
                TextView("Online").font(.footnote).foregroundColor(.system(.secondaryLabel))
            }
            SpacerView(minLength: 4)
            IconView("star.fill", size: 20).foregroundColor(.system(.systemYellow))
        }.padding(EdgeInsets(vertical: 8, horizontal: 16)).background(.system(.secondarySystemBackground))
        #expect(try pixels(yaml) == swift(view))
    }

    @Test func everyShapeAndModifier() throws {
        let yaml = entry("""
        {zstack: {alignment: bottomTrailing, children: [{roundedRectangle: {cornerRadius: 10, curve: circular, fill: systemGreen, stroke: label, lineWidth: 2}}, {capsule: {fill: systemOrange}, frame: {width: 30, height: 12}}, {rectangle: {fill: "#336699"}, opacity: 0.5, frame: {width: 8, height: 8}}]}, frame: {maxWidth: .inf, minHeight: 60, alignment: leading}, overlay: {divider: {color: systemRed}}, border: {color: systemPink, width: 2}, cornerRadius: 6, shadow: {radius: 3, y: 2}, id: badge}
        """)
        let view = ZStackView(alignment: .bottomTrailing) {
            RoundedRectangleView(cornerRadius: 10, style: .circular).fill(.system(.systemGreen)).stroke(.system(.label), lineWidth: 2)
            CapsuleView().fill(.system(.systemOrange)).frame(width: 30, height: 12)
            RectangleView().fill(DynamicColor(Color(hex: 0x336699))).opacity(0.5).frame(width: 8, height: 8)
        }.frame(minWidth: nil, maxWidth: .infinity, minHeight: 60, maxHeight: nil, alignment: .leading)
            .overlay(DividerView(color: .system(.systemRed))).border(.system(.systemPink), width: 2).cornerRadius(6)
            .shadow(radius: 3, y: 2).id("badge")
        #expect(try pixels(yaml) == swift(view))
        #expect(try pixels(entry("{text: Gone, hidden: true, padding: 4}")) == swift(TextView("Gone").hidden().padding(4)))
        #expect(try pixels(entry("{divider: }")) == swift(DividerView()))
        #expect(try pixels(entry("{text: B, border: {light: systemRed, dark: systemBlue}}")) == swift(TextView("B").border(DynamicColor(light: DynamicColor.system(.systemRed).light, dark: DynamicColor.system(.systemBlue).dark))))
        #expect(try pixels(entry("{text: B, border: systemRed, background: {light: \"#FF0000\", dark: black}}"))
            == swift(TextView("B").border(.system(.systemRed)).background(DynamicColor(light: Color(hex: 0xFF0000), dark: Color.black))))
        #expect(try pixels(entry("{text: Boxed, background: {capsule: {fill: systemTeal}}}")) == swift(TextView("Boxed").background(CapsuleView().fill(.system(.systemTeal)))))
    }

    @Test func imageFromAPNGBesideTheCatalog() throws {
        let folder = try TemporaryFolder("view-image")
        defer { folder.remove() }
        var image = Image(width: 4, height: 2)
        for i in stride(from: 0, to: image.pixels.count, by: 4) { image.pixels[i] = 200; image.pixels[i + 3] = 255 }
        let png = try PNGEncoder().encode(image)
        _ = try folder.write("red.png", "")
        try Data(png).write(to: URL(fileURLWithPath: "\(folder.path)/red.png"))
        let yaml = entry("{image: {file: red.png, scale: 2, contentMode: fit}, frame: {width: 20, height: 10}}")
        #expect(try pixels(yaml, folder: folder.path) == swift(ImageView(image, scale: 2, contentMode: .fit).frame(width: 20, height: 10)))
    }

    @Test func theMatrixExpandsViews() throws {
        let yaml = "views:\n  - name: avatar-{appearance}-{direction}\n    view: {text: Hi}\n    matrix: {appearance: [light, dark], direction: [ltr, rtl]}\n"
        let catalog = try Catalog.parse(yaml)
        #expect(catalog.snapshots.map(\.name) == ["avatar-light-ltr", "avatar-light-rtl", "avatar-dark-ltr", "avatar-dark-rtl"])
        var dark = CellEnvironment.standard
        dark.appearance = .dark
        let image = try catalog.snapshots[2].layout().render()
        #expect(image == (try TextView("Hi").render(width: DeviceWidth.standard, environment: dark)))
    }

    func error(_ yaml: String, folder: String = ".") -> CatalogError? { catalogError(yaml, folder: folder) }

    @Test func unknownKeySuggestsTheNearest() throws {
        let e = try #require(error(entry("{text: Hi, paddin: 4}")))
        #expect(e.description.hasPrefix("c.yaml:4:22: views[0].view.paddin: unknown key \"paddin\"; did you mean \"padding\"? (expected text, icon, image"))
        let s = try #require(error(entry("{hstack: {spacing: 4, childern: []}}")))
        #expect(s.path == "views[0].view.hstack.childern" && s.message.contains("did you mean \"children\"?"))
    }

    @Test func badEnumValueListsTheChoices() throws {
        let e = try #require(error(entry("{vstack: {alignment: top, children: []}}")))
        #expect(e.description == "c.yaml:4:32: views[0].view.vstack.alignment: unknown value \"top\" (expected leading, center, trailing)")
        let w = try #require(error(entry("{text: {string: a, weight: heavy}}")))
        #expect(w.expected == "regular, medium, semibold, bold")
    }

    @Test func wrongTypesAndShapes() throws {
        let e = try #require(error(entry("{text: Hi, opacity: lots}")))
        #expect(e.path == "views[0].view.opacity" && e.expected == "a number")
        let kinds = try #require(error(entry("{text: Hi, icon: star}")))
        #expect(kinds.message == "has several view kinds (text, icon)")
        let none = try #require(error(entry("{padding: 4}")))
        #expect(none.message == "has no view kind")
        let list = try #require(error(entry("{hstack: {children: {text: a}}}")))
        #expect(list.path == "views[0].view.hstack.children" && list.expected == "a list")
        let frame = try #require(error(entry("{text: a, frame: {width: 4, maxWidth: 8}}")))
        #expect(frame.message == "mixes width/height with min/max bounds")
        let icon = try #require(error(entry("{icon: stra}")))
        #expect(icon.line == 4 && icon.message.hasPrefix("unknown icon \"stra\""))
    }

    @Test func missingOrBadImageNamesTheFile() throws {
        let folder = try TemporaryFolder("view-image-bad")
        defer { folder.remove() }
        let missing = try #require(error(entry("{image: nowhere.png}"), folder: folder.path))
        #expect(missing.line == 4 && missing.path == "views[0].view.image")
        #expect(missing.message.hasPrefix("cannot read image \(folder.path)/nowhere.png"))
        _ = try folder.write("text.png", "not a png")
        let corrupt = try #require(error(entry("{image: {file: text.png}}"), folder: folder.path))
        #expect(corrupt.path == "views[0].view.image.file" && corrupt.message.contains("text.png"))
        let wide = try PNGEncoder().encode(Image(width: CellLimits.maxImageSide + 1, height: 1))
        try Data(wide).write(to: URL(fileURLWithPath: "\(folder.path)/wide.png"))
        let tooLarge = try #require(error(entry("{image: wide.png}"), folder: folder.path))
        #expect(tooLarge.message.hasPrefix("cannot read image \(folder.path)/wide.png"))
        #expect(tooLarge.expected == "a PNG file of at most 16777216 bytes, at most 4096 pixels a side")
    }
}
