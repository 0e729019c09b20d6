import CellShotLayout
import CellShotText

/// Environments to snapshot one value in: every combination of appearance × content size ×
/// direction × width × scale, each named `<appearance>.<size>.<ltr|rtl>.<width>pt.<scale>x`
/// (e.g. `dark.large.ltr.375pt.3x`).
public struct SnapshotMatrix: Sendable, Hashable {
    public var appearances: [Appearance]
    /// The Dynamic Type sizes.
    public var contentSizes: [ContentSizeCategory]
    public var directions: [LayoutDirection]
    public var widths: [Double]
    public var scales: [Double]
    /// Everything else (locale, time zone, clock) comes from this environment.
    public var base: CellEnvironment

    public init(appearances: [Appearance] = [.light], contentSizes: [ContentSizeCategory] = [.large],
                directions: [LayoutDirection] = [.leftToRight], widths: [Double] = [DeviceWidth.standard],
                scales: [Double] = [3], base: CellEnvironment = .standard) {
        self.appearances = appearances; self.contentSizes = contentSizes; self.directions = directions
        self.widths = widths; self.scales = scales; self.base = base
    }

    /// One environment of the matrix: the variant type the catalog's matrices expand into too.
    public typealias Variant = CellShotLayout.Variant

    /// The combinations in a fixed order (appearance outermost, scale innermost).
    public var variants: [Variant] {
        VariantMatrix([
            .init("appearance", appearances.map(VariantMatrix.Value.appearance)),
            .init("contentSize", contentSizes.map(VariantMatrix.Value.contentSize)),
            .init("direction", directions.map(VariantMatrix.Value.direction)),
            .init("width", widths.map { .width($0, text: "\(Variant.number($0))pt") }),
            .init("scale", scales.map(VariantMatrix.Value.scale)),
        ]).variants(from: Variant(environment: base))
    }

    /// Light and dark at 375 pt.
    public static let appearances = SnapshotMatrix(appearances: [.light, .dark])
}

extension SnapshotMatrix {
    /// The earlier name of ``contentSizes``.
    @available(*, deprecated, renamed: "contentSizes")
    public var sizes: [ContentSizeCategory] {
        get { contentSizes }
        set { contentSizes = newValue }
    }

    /// The earlier spelling of ``init(appearances:contentSizes:directions:widths:scales:base:)``.
    @available(*, deprecated, renamed: "init(appearances:contentSizes:directions:widths:scales:base:)")
    public init(appearances: [Appearance] = [.light], sizes: [ContentSizeCategory],
                directions: [LayoutDirection] = [.leftToRight], widths: [Double] = [DeviceWidth.standard],
                scales: [Double] = [3], base: CellEnvironment = .standard) {
        self.init(appearances: appearances, contentSizes: sizes, directions: directions, widths: widths, scales: scales, base: base)
    }
}
