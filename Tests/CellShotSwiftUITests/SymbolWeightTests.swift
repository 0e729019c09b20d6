#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
@_spi(RenderCaches) import CellShotRaster
import CellShotTesting
import SwiftUI
import Testing

/// Two symbols, an outline and one with holes, at five of the nine weights.
private struct SymbolWeightsRow: View {
    static let weights: [SwiftUI.Font.Weight] = [.ultraLight, .light, .regular, .bold, .black]
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(["star", "gearshape"], id: \.self) { name in
                HStack(spacing: 12) {
                    ForEach(Self.weights, id: \.self) { weight in Image(systemName: name).fontWeight(weight) }
                }
            }
        }
        .font(.title)
        .padding()
    }
}

@Suite struct SymbolWeightTests {
    /// The ink of `view` rendered 40 points wide: the sum over pixels of how far each is from white.
    private func ink(_ view: some View) throws -> Int {
        let image = try view.render(width: 40)
        var total = 0
        for row in 0..<image.height {
            for column in 0..<image.width { total += 255 - Int(image[column, row].g) }
        }
        return total
    }

    static let allWeights: [SwiftUI.Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

    @Test(arguments: ["star", "gearshape", "circle", "person.crop.circle.badge.plus"])
    func inkGrowsWithEveryStepOfWeight(name: String) throws {
        let inks = try Self.allWeights.map { try ink(Image(systemName: name).fontWeight($0).font(.title)) }
        for step in 1..<inks.count { #expect(inks[step] > inks[step - 1], "\(name): \(inks)") }
    }

    @Test func regularIsTheArtworkAsItIs() throws {
        let art = try IconLibrary.standard.artwork(named: "star")
        #expect(art.weighted(.regular) == art)
        let plain = try Image(systemName: "star").render(width: 40)
        #expect(try Image(systemName: "star").fontWeight(.regular).render(width: 40) == plain)
        #expect(try Image(systemName: "star").fontWeight(.ultraLight).render(width: 40) != plain)
    }

    @Test func aSymbolFollowsItsFontsWeight() throws {
        // `.headline` is semibold at the body's size: its symbols are heavier.
        #expect(try ink(Image(systemName: "bell").font(.headline)) > ink(Image(systemName: "bell").font(.body)))
        #expect(try ink(Image(systemName: "bell").font(.body.bold())) > ink(Image(systemName: "bell").font(.headline)))
        #expect(try ink(Label("Bell", systemImage: "bell").labelStyle(.iconOnly).bold()) > ink(Label("Bell", systemImage: "bell").labelStyle(.iconOnly)))
    }

    @Test func aHoleClosesInAsTheOutlineGrows() throws {
        // A unit square with a square hole drawn the same way round (even-odd): bold moves the
        // outer edge out and the hole's edges in.
        let library = IconLibrary()
        try library.register(name: "frame", svgPathData: ["M0 0H16V16H0Z M4 4H12V12H4Z"], viewBox: 16, evenOdd: true)
        let art = try library.artwork(named: "frame")
        let black = art.weighted(.black).parts[0].path.elements
        // Black moves each side 30/960 of the box: half a unit of 16.
        #expect(black[0] == .move(Point(-0.5, -0.5)) && black[5] == .move(Point(4.5, 4.5)), "\(black)")
        let light = art.weighted(.ultraLight).parts[0].path.elements
        #expect(light[0] == .move(Point(0.25, 0.25)) && light[5] == .move(Point(3.75, 3.75)), "\(light)")
    }

    @Test func weightsMatchTheirReference() {
        // Looked at when recorded, zoomed: from ultraLight to black each stroke thicker, the
        // gear's hole and the star's inside closing in, regular as before.
        assertSnapshot(of: SymbolWeightsRow(), as: .image(width: 320))
    }

    @Test func aWeightedArtworkIsWorkedOutOnceAndFollowsItsContent() throws {
        let library = IconLibrary()
        try library.register(name: "weighted.probe", svgPathData: ["M2 2h11v9h-11z M5 5v3h5v-3z"], viewBox: 16, evenOdd: true)
        let art = try library.artwork(named: "weighted.probe")
        let key = WeightedArtworkKey(artwork: art, weight: .heavy)
        let first = art.weighted(.heavy)
        #expect(IconArtwork.weightedArtworks.value(for: key) == first)
        #expect(art.weighted(.heavy) == first)
        // The kept value is what a fresh computation gives.
        IconArtwork.weightedArtworks.removeAll()
        #expect(art.weighted(.heavy) == first)
        #expect(first != art)
        // A different artwork under the same name is its own key, not the old one's result.
        try library.register(name: "weighted.probe", svgPathData: ["M2 2h12v10h-12z"], viewBox: 16)
        let replaced = try library.artwork(named: "weighted.probe")
        #expect(replaced.weighted(.heavy) != first)
        #expect(replaced.weighted(.heavy).parts.count == 1)
    }
}
#endif
