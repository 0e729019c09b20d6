import CellShotLayout
import CellShotText

/// Environments to snapshot one value in: every combination of appearance × content size ×
/// direction × width × scale, each named `<appearance>.<size>.<ltr|rtl>.<width>pt.<scale>x`
/// (e.g. `dark.large.ltr.375pt.3x`).
public struct SnapshotMatrix: Sendable, Hashable {
    public var appearances: [Appearance]
    public var sizes: [ContentSizeCategory]
    public var directions: [LayoutDirection]
    public var widths: [Double]
    public var scales: [Double]
    /// Everything else (locale, time zone, clock) comes from this environment.
    public var base: CellEnvironment

    public init(appearances: [Appearance] = [.light], sizes: [ContentSizeCategory] = [.large],
                directions: [LayoutDirection] = [.leftToRight], widths: [Double] = [DeviceWidth.standard],
                scales: [Double] = [3], base: CellEnvironment = .standard) {
        self.appearances = appearances; self.sizes = sizes; self.directions = directions
        self.widths = widths; self.scales = scales; self.base = base
    }

    /// One environment of the matrix.
    public struct Variant: Sendable, Hashable {
        public var name: String
        public var width: Double
        public var environment: CellEnvironment
    }

    /// The combinations in a fixed order (appearance outermost, scale innermost).
    public var variants: [Variant] {
        var out: [Variant] = []
        for a in appearances { for s in sizes { for d in directions { for w in widths { for sc in scales {
            var e = base
            e.appearance = a; e.sizeCategory = s; e.layoutDirection = d; e.scale = sc
            let name = "\(a.rawValue).\(s.rawValue).\(d == .leftToRight ? "ltr" : "rtl").\(Self.number(w))pt.\(Self.number(sc))x"
            out.append(Variant(name: name, width: w, environment: e))
        } } } } }
        return out
    }

    /// Light and dark at 375 pt.
    public static let appearances = SnapshotMatrix(appearances: [.light, .dark])

    private static func number(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}
