#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotText
import Foundation

/// UIKit's font on Linux: a Dynamic Type text style or a fixed size and weight, drawn with
/// CellShot's bundled faces (a custom family name is used when registered, else the system face).
open class UIFont: @unchecked Sendable, Hashable {
    /// A text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")

        /// CellShot's text style of the same name.
        package var style: CellShotText.TextStyle { CellShotText.TextStyle(rawValue: rawValue) ?? .body }
    }

    /// A weight, as UIKit's numbers (−1…1).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The nearest weight CellShot's faces draw.
        package var fontWeight: FontWeight {
            switch rawValue {
            case ..<0.1: return .regular
            case ..<0.26: return .medium
            case ..<0.35: return .semibold
            default: return .bold
            }
        }
    }

    /// What the font is: a text style (scales with Dynamic Type) or a fixed font.
    package enum Kind: Hashable, Sendable {
        case style(CellShotText.TextStyle)
        case fixed(CellShotText.Font)
    }

    package let kind: Kind

    package init(kind: Kind) { self.kind = kind }

    /// The font of a text style, scaled by the snapshot's Dynamic Type size when drawn.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(kind: .style(style.style)) }
    /// The system face at a size and weight.
    public class func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(kind: .fixed(.system(size: Double(size), weight: weight.fontWeight)))
    }
    /// The bold system face at a size.
    public class func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    /// The monospaced-digit system face (drawn with the system face's digits).
    public class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, weight: weight)
    }
    /// A named family at a size (drawn in the system face unless that family is registered).
    public init?(name: String, size: CGFloat) {
        guard size.isFinite, size > 0 else { return nil }
        kind = .fixed(CellShotText.Font(family: name, size: Double(size)))
    }

    /// The point size at the default Dynamic Type size.
    public var pointSize: CGFloat {
        switch kind {
        case let .style(style): return CGFloat(style.pointSize(at: .large))
        case let .fixed(font): return CGFloat(font.size)
        }
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.kind == rhs.kind }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
}
#endif
