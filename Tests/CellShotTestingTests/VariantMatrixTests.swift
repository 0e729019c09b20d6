import CellShotLayout
import CellShotTesting
import Testing

@Suite struct VariantMatrixTests {
    @Test func expandsTheFirstAxisOutermostAndNamesByParts() {
        let matrix = VariantMatrix([
            .init("appearance", [.appearance(.light), .appearance(.dark)]),
            .init("scale", [.scale(2), .scale(3.5)]),
            .init("state", [.state(.selected)]),
        ])
        #expect(matrix.count == 4)
        let variants = matrix.variants(from: Variant(width: 320))
        #expect(variants.map(\.name) == ["light.2x.selected", "light.3.5x.selected", "dark.2x.selected", "dark.3.5x.selected"])
        #expect(variants[3].name(prefix: "card", separator: "-") == "card-dark-3.5x-selected")
        #expect(variants[3].environment.appearance == .dark && variants[3].environment.scale == 3.5)
        #expect(variants[3].state == .selected && variants[3].width == 320)
        #expect(variants[1].part("scale") == "3.5x" && variants[1].part("width") == nil)
    }

    @Test func noMatrixIsTheBaseAlone() {
        let variants = VariantMatrix([]).variants(from: Variant(width: 200))
        #expect(variants.count == 1 && variants[0].name == "" && variants[0].name(prefix: "row", separator: "-") == "row")
    }

    @Test func theCountSaturatesInsteadOfOverflowing() {
        let axis = VariantMatrix.Axis("width", (0..<1000).map { .width(Double($0), text: "\($0)") })
        #expect(VariantMatrix(Array(repeating: axis, count: 6)).count == 1_000_000_000_000_000_000)
        #expect(VariantMatrix(Array(repeating: axis, count: 7)).count == Int.max)
    }

    @Test func snapshotMatrixVariantsNameEveryAxis() {
        let matrix = SnapshotMatrix(contentSizes: [.accessibilityLarge], widths: [375.5])
        #expect(matrix.variants.map(\.name) == ["light.accessibilityLarge.ltr.375.5pt.3x"])
        #expect(matrix.variants[0].parts.map(\.axis) == ["appearance", "contentSize", "direction", "width", "scale"])
        #expect(matrix.variants[0].environment.contentSize == .accessibilityLarge)
    }
}
