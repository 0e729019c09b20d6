#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
@testable import SwiftUI
import Testing

/// A plain `Text` sets its font on the text view itself: it resolves as the same font applied
/// around the text as a modifier does.
@Suite struct TextFontTests {
    static let fonts: [SwiftUI.Font] = [
        .headline, .caption.bold(), .body.weight(.light), .system(size: 17, weight: .semibold), .system(size: 13),
        .system(.body, design: .monospaced), .system(.caption, design: .monospaced, weight: .heavy), .title2.monospaced(),
    ]

    @Test(arguments: fonts, [nil, SwiftUI.Font.Weight.medium])
    func theFontOnTheTextResolvesAsAroundIt(font: SwiftUI.Font, weight: SwiftUI.Font.Weight?) throws {
        var text = TextView("Ada Lovelace 0123")
        if let weight { text = text.fontWeight(weight.fontWeight) }
        // As a `Text` lowers it: its font carries the text's own weight.
        var weighted = font
        weighted.weight = weight ?? font.weight
        let around = weighted.apply(to: text)
        let onText = weighted.applied(to: TextView("Ada Lovelace 0123"), weight: weight)
        #expect(try onText.layout(width: 300).dump() == around.layout(width: 300).dump())
        #expect(try onText.render(width: 300) == around.render(width: 300))
    }

    /// A text's own font and weight win over a container's.
    @Test func aTextsOwnFontAndWeightWinOverTheContainers() throws {
        let outer = try VStack { Text("Headline").font(.headline).fontWeight(.black) }.font(.caption).render(width: 300)
        let expected = try TextView("Headline").font(.headline, weight: .bold).render(width: 300)
        #expect(outer == expected)
    }
}
#endif
