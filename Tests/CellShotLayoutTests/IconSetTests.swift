import CellShotLayout
import CellShotRaster
import CellShotText
import Foundation
import Testing

/// The bundled icon set under SF Symbols names: coverage of the names public code uses,
/// meaning, the variant grammar, errors, and libraries carried by the environment.
@Suite struct IconSetTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// The 40 most used names of the SwiftUI census.
    static let census = """
        trash checkmark xmark square.and.arrow.up plus checkmark.circle.fill chevron.right ellipsis xmark.circle.fill \
        arrow.clockwise magnifyingglass exclamationmark.triangle info.circle gear exclamationmark.circle.fill \
        exclamationmark.triangle.fill chevron.down play.fill slider.horizontal.3 doc.on.doc pencil ellipsis.circle \
        checkmark.seal.fill server.rack star.fill checkmark.circle plus.circle arrow.down.circle clock \
        list.bullet.rectangle photo forward.fill globe arrow.right safari square.dashed circle.fill list.bullet \
        minus.circle arrow.2.squarepath
        """.split(separator: " ").map(String.init)

    @Test func everyCensusNameResolves() {
        let missing = Self.census.filter { !IconLibrary.standard.resolves($0) }
        #expect(missing.isEmpty, "\(missing)")
    }

    /// Tools/icons/sf-name-counts.tsv: the names counted in public code, most used first.
    @Test func atLeast600OfTheCountedNamesResolve() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Tools/icons/sf-name-counts.tsv"), encoding: .utf8)
        let names = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").last.map(String.init) }
        #expect(names.count >= 600)
        let resolved = names.filter(IconLibrary.standard.resolves)
        #expect(resolved.count >= 600, "\(resolved.count) of \(names.count)")
        #expect(names.prefix(100).allSatisfy(IconLibrary.standard.resolves))
    }

    /// A name draws the set's glyph that means the same thing.
    @Test(arguments: [("airplane", "airplane-fill@90"), ("airplane.departure", "airplane-departure"), ("wifi", "wifi"), ("gearshape", "gear"), ("person.crop.circle", "person-circle"),
                      ("xmark.circle.fill", "x-circle-fill"), ("trash.fill", "trash-fill"), ("magnifyingglass", "search"),
                      ("square.and.arrow.up", "box-arrow-up"), ("bell.slash", "bell-slash"), ("play.circle.fill", "play-circle-fill")])
    func nameDrawsItsGlyph(name: String, file: String) throws {
        let set = IconSet.bootstrap
        #expect(try IconLibrary.standard.artwork(named: name) == set.glyphArtwork(file))
    }

    /// `airplane` is Bootstrap's solid plane (nose up, `airplane-fill.svg`, its path data below)
    /// turned a quarter clockwise to face right as the SF symbol does: Tools/icons/convert.py
    /// writes the turned path data, to 0.001.
    @Test func turnedGlyphIsItsFileTurned() throws {
        let file = try Path(svgData: "M6.428 1.151C6.708.591 7.213 0 8 0s1.292.592 1.572 1.151C9.861 1.73 10 2.431 10 3v3.691"
            + "l5.17 2.585a1.5 1.5 0 0 1 .83 1.342V12a.5.5 0 0 1-.582.493l-5.507-.918-.375 2.253 1.318 1.318A.5.5 0 0 1 10.5 16h-5"
            + "a.5.5 0 0 1-.354-.854l1.319-1.318-.376-2.253-5.507.918A.5.5 0 0 1 0 12v-1.382a1.5 1.5 0 0 1 .83-1.342L6 6.691V3"
            + "c0-.568.14-1.271.428-1.849Z")
        let turned = try #require(try IconSet.bootstrap.glyphArtwork("airplane-fill@90"))
        let quarter = Transform(a: 0, b: 1, c: -1, d: 0, tx: 16, ty: 0)  // (x, y) → (16 − y, x)
        let expected = file.transformed(by: quarter).elements, actual = try #require(turned.parts.first).path.elements
        #expect(turned.parts.count == 1 && actual.count == expected.count)
        #expect(zip(actual, expected).allSatisfy { Self.points($0).count == Self.points($1).count
                && zip(Self.points($0), Self.points($1)).allSatisfy { abs($0.x - $1.x) <= 0.002 && abs($0.y - $1.y) <= 0.002 } })
    }

    /// An element's points, control points first.
    static func points(_ element: Path.Element) -> [Point] {
        switch element {
        case let .move(point), let .line(point): return [point]
        case let .quad(control, point): return [control, point]
        case let .cubic(control1, control2, point): return [control1, control2, point]
        case .close: return []
        }
    }

    /// Variants the set lacks are composed: a ring or a filled shape around the glyph, a slash
    /// bar, a badge disc; each differs from the plain glyph and from the other variants.
    @Test func missingVariantsAreComposed() throws {
        let lib = IconLibrary.standard
        let plain = try lib.artwork(named: "airplane")
        let forms = try ["airplane.circle", "airplane.circle.fill", "airplane.square.fill", "airplane.slash", "airplane.badge.plus",
                         "airplane.badge"].map { try lib.artwork(named: $0) }
        for (i, f) in forms.enumerated() {
            #expect(f != plain)
            for g in forms[(i + 1)...] { #expect(f != g) }
        }
        // A filled shape cuts the glyph out: one even-odd part (the glyph parts that fill the
        // hole are drawn only in layered rendering).
        let drawn = forms[1].parts.filter { !$0.fillsCutOut }
        #expect(drawn.count == 1 && drawn[0].rule == .evenOdd && drawn[0].layer == 1)
        #expect(try lib.artwork(named: "airplane.slash").parts.count == plain.parts.count + 1)
    }

    @Test func unknownNameListsTheThreeNearestNames() {
        #expect(IconLibrary.standard.nearestNames(to: "airplain") .first == "airplane")
        let message = CellError.unknownIcon("airplain").description
        #expect(message.contains("airplane"))
        #expect(!IconLibrary.standard.resolves("no.such.symbol.fill"))
        #expect(!IconLibrary.standard.resolves("trash.fill.fill"))
    }

    @Test func standardLibraryIsReadOnly() {
        #expect(throws: CellError.self) { try IconLibrary.standard.register(name: "x", svgPathData: ["M0 0H1V1Z"]) }
    }

    /// Two renders with different libraries in their environments, at the same time, each draw
    /// their own icon.
    @Test func librariesLiveInTheEnvironment() async throws {
        func env(_ d: String) throws -> CellEnvironment {
            let lib = IconLibrary()
            try lib.register(name: "brand", svgPathData: [d])
            var e = CellEnvironment(scale: 1)
            e.resources.icons = lib
            return e
        }
        let a = try env("M0 0H16V8H0Z"), b = try env("M0 8H16V16H0Z")
        let view = IconView("brand", size: 16)
        async let ia = Task.detached { try IconView("brand", size: 16).render(width: 16, environment: a) }.value
        async let ib = Task.detached { try IconView("brand", size: 16).render(width: 16, environment: b) }.value
        let (imageA, imageB) = try await (ia, ib)
        #expect(imageA != imageB)
        #expect(imageA == (try view.render(width: 16, environment: a)))
        #expect(throws: CellError.unknownIcon("brand")) { try view.render(width: 16) }
    }

    @Test func lookupOfManyNamesStaysBounded() throws {
        let lib = IconLibrary()
        for i in 0..<10_000 { _ = lib.resolves("star.badge.plus\(i)") }
        #expect(lib.resolves("star.badge.plus"))
    }
}

/// Symbols sized like SF Symbols beside text.
@Suite struct SymbolViewTests {
    static func find(_ node: LayoutNode, _ prefix: String) -> LayoutNode? {
        if node.name.hasPrefix(prefix) { return node }
        for c in node.children { if let n = find(c, prefix) { return n } }
        return nil
    }

    static func frame(_ view: some CellView) throws -> Rect {
        let tree = try view.layout(width: 200, environment: CellEnvironment(scale: 1))
        return try #require(find(tree.root, "symbol")?.frame)
    }

    @Test func followsFontAndImageScale() throws {
        let body = try Self.frame(SymbolView(systemName: "star.fill").font(.body))
        let title = try Self.frame(SymbolView(systemName: "star.fill").font(.title1))
        #expect(title.width > body.width)
        let small = try Self.frame(SymbolView(systemName: "star.fill").imageScale(.small).font(.body))
        let large = try Self.frame(SymbolView(systemName: "star.fill").imageScale(.large).font(.body))
        #expect(small.width < body.width && body.width < large.width)
    }

    /// A narrow glyph is narrower than a wide one at the same font: its own width, not a square.
    @Test func hasItsOwnWidth() throws {
        let narrow = try Self.frame(SymbolView(systemName: "exclamationmark").font(.body))
        let wide = try Self.frame(SymbolView(systemName: "ellipsis").font(.body))
        #expect(narrow.width < wide.width)
    }

    /// Beside text on the first baseline, the glyph is centred on the capitals' middle and
    /// hangs below the baseline.
    @Test func sitsOnTheTextBaseline() throws {
        let row = HStackView(alignment: .firstTextBaseline, spacing: 4) {
            SymbolView(systemName: "star.fill")
            TextView("Favourites")
        }.font(.body)
        let tree = try row.layout(width: 200, environment: CellEnvironment(scale: 1))
        let glyph = try #require(Self.find(tree.root, "symbol"))
        let text = try #require(Self.find(tree.root, "text"))
        guard case let .text(layout, _) = text.content else { Issue.record("no text"); return }
        let baseline = text.frame.minY + layout.lines[0].baseline
        let capHeight = layout.font.metrics.capHeight
        #expect(abs(glyph.frame.midY - (baseline - capHeight / 2)) < 1)
        #expect(glyph.frame.maxY > baseline)
    }
}
