#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import SwiftUI
import Testing

/// The front's symbol entry points — `symbolRenderingMode`, `foregroundStyle(_:_:)`,
/// `renderingMode` — reach the symbol drawn.
@Suite struct SymbolModesTests {
    static func draw(_ view: some View) throws -> CellShotRaster.Image {
        try VStack { view }.font(.system(size: 48)).render(width: 64, environment: CellEnvironment(scale: 1), background: .clear)
    }

    static func has(_ image: CellShotRaster.Image, _ pixel: RGBA8) -> Bool {
        stride(from: 0, to: image.pixels.count, by: 4).contains {
            RGBA8(image.pixels[$0], image.pixels[$0 + 1], image.pixels[$0 + 2], image.pixels[$0 + 3]) == pixel
        }
    }

    @Test func hierarchicalFromTheImageOrItsContainer() throws {
        let symbol = Image(systemName: "xmark.circle.fill")
        let plain = try Self.draw(HStack { symbol.foregroundStyle(.black) })
        let own = try Self.draw(HStack { symbol.symbolRenderingMode(.hierarchical).foregroundStyle(.black) })
        let inherited = try Self.draw(HStack { symbol.foregroundStyle(.black) }.symbolRenderingMode(.hierarchical))
        let same = own == inherited, changed = own != plain   // booleans: a failure prints no pixels
        #expect(same && changed)
        #expect(Self.has(own, RGBA8(0, 0, 0, 153)) && !Self.has(plain, RGBA8(0, 0, 0, 153)))
    }

    @Test func twoStylesArePalette() throws {
        let image = try Self.draw(Image(systemName: "xmark.circle.fill").foregroundStyle(.red, .blue))
        #expect(Self.has(image, RGBA8(255, 59, 48)) && Self.has(image, RGBA8(0, 122, 255)))
    }

    @Test func originalRenderingIsMulticolor() throws {
        let symbol = Image(systemName: "exclamationmark.triangle.fill")
        #expect(Self.has(try Self.draw(symbol.renderingMode(.original).foregroundStyle(.black)), RGBA8(255, 204, 0)))
        #expect(!Self.has(try Self.draw(symbol.renderingMode(.template).foregroundStyle(.black)), RGBA8(255, 204, 0)))
    }

    /// A resizable symbol is drawn as the symbol, stretched over its frame: its cut-outs stay
    /// open (the figure of `person.circle.fill` shows what is behind), as without `resizable`.
    @Test func aResizableSymbolKeepsItsCutOut() throws {
        let resizable = try Self.draw(Image(systemName: "person.circle.fill").resizable().frame(width: 48, height: 48).foregroundStyle(.black))
        let natural = try Self.draw(Image(systemName: "person.circle.fill").foregroundStyle(.black))
        // The figure's head (the filled person at 9/16 of the disc, about its centre), the disc's
        // top and bottom; the symbol sits at the leading edge of the 64-point render.
        #expect(resizable.width == 64 && resizable.height == 48)
        #expect(resizable[24, 18].a == 0 && resizable[24, 2].a == 255 && resizable[24, 44].a == 255)
        #expect(natural[24, 18].a == 0, "the same cut-out without resizable")
    }

    /// `symbolVariant` draws the variant's symbol where the set has it, else the symbol as named.
    @Test func aSymbolVariantNamesTheSymbol() throws {
        func same(_ first: some View, _ second: some View) throws -> Bool { try Self.draw(first) == Self.draw(second) }
        #expect(try same(Image(systemName: "bell").symbolVariant(.fill), Image(systemName: "bell.fill")))
        #expect(try same(HStack { Image(systemName: "bell") }.symbolVariant(.circle.fill), Image(systemName: "bell.circle.fill")))
        #expect(try same(Image(systemName: "bell.fill").symbolVariant(.slash), Image(systemName: "bell.slash.fill")))
        #expect(try same(Image(systemName: "circle").symbolVariant(.fill), Image(systemName: "circle.fill")))
        #expect(try same(Image(systemName: "waveform").symbolVariant(.slash.fill), Image(systemName: "waveform")))
        #expect(try !same(Image(systemName: "bell").symbolVariant(.fill), Image(systemName: "bell")))
    }
}
#endif
