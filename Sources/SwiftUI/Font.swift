#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotText
import UIKit

/// A font, with SwiftUI's names: a Dynamic Type text style, a system font of a size, or a
/// custom family; weight, design and traits on top. Drawn with CellShot's bundled faces: the
/// monospaced design in DejaVu Sans Mono, italics as a synthetic oblique and monospaced digits
/// as the face's tabular digits in a `Text`; rounded and serif in the system face
/// (docs/swiftui.md).
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(CellShotText.TextStyle)
        case fixed(CellShotText.Font, relativeTo: CellShotText.TextStyle?)
    }

    var base: Base
    var weight: Weight?
    var isItalic = false
    var isMonospaced = false
    var hasMonospacedDigits = false

    init(_ base: Base, weight: Weight? = nil) { self.base = base; self.weight = weight }

    /// A font from UIKit's.
    public init(_ font: UIFont) {
        switch font.kind {
        case let .style(style): base = .style(style)
        case let .fixed(fixed): base = .fixed(fixed, relativeTo: nil)
        }
    }

    public static let largeTitle = Font(.style(.largeTitle))
    public static let title = Font(.style(.title1))
    public static let title2 = Font(.style(.title2))
    public static let title3 = Font(.style(.title3))
    public static let headline = Font(.style(.headline))
    public static let subheadline = Font(.style(.subheadline))
    public static let body = Font(.style(.body))
    public static let callout = Font(.style(.callout))
    public static let footnote = Font(.style(.footnote))
    public static let caption = Font(.style(.caption1))
    public static let caption2 = Font(.style(.caption2))

    /// A text style's font, optionally in a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(.style(style.cellStyle), weight: weight)
        font.isMonospaced = design == .monospaced
        return font
    }
    /// The system face at a fixed size (it does not scale with Dynamic Type).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(.fixed(.system(size: Double(size)), relativeTo: nil), weight: weight)
        font.isMonospaced = design == .monospaced
        return font
    }
    /// A custom family scaled with Dynamic Type like `relativeTo` (body by default).
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle = .body) -> Font {
        Font(.fixed(CellShotText.Font(family: name, size: Double(size)), relativeTo: style.cellStyle))
    }
    /// A custom family at a fixed size.
    public static func custom(_ name: String, fixedSize size: CGFloat) -> Font {
        Font(.fixed(CellShotText.Font(family: name, size: Double(size)), relativeTo: nil))
    }

    /// The same font in another weight.
    public func weight(_ weight: Weight) -> Font { var font = self; font.weight = weight; return font }
    /// The bold variant.
    public func bold() -> Font { weight(.bold) }
    /// The italic variant (in a `Text`, a synthetic oblique: no italic face is bundled).
    public func italic() -> Font { var font = self; font.isItalic = true; return font }
    /// Digits of equal width (in a `Text`, the face's tabular digits, OpenType `tnum`).
    public func monospacedDigit() -> Font { var font = self; font.hasMonospacedDigits = true; return font }
    /// The monospaced variant (DejaVu Sans Mono).
    public func monospaced() -> Font { var font = self; font.isMonospaced = true; return font }
    /// Small capitals (drawn as the text is).
    public func smallCaps() -> Font { self }
    /// Another leading (the face's own line height is kept).
    public func leading(_ leading: Leading) -> Font { self }
    /// Width variants (drawn at the standard width).
    public func width(_ width: Width) -> Font { self }

    /// Line spacing variants.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }
    /// Width variants.
    public struct Width: Hashable, Sendable {
        let value: Double
        public static let compressed = Width(value: -0.3), condensed = Width(value: -0.2), standard = Width(value: 0), expanded = Width(value: 0.2)
    }

    /// A weight.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 1), thin = Weight(value: 2), light = Weight(value: 3)
        public static let regular = Weight(value: 4), medium = Weight(value: 5), semibold = Weight(value: 6)
        public static let bold = Weight(value: 7), heavy = Weight(value: 8), black = Weight(value: 9)

        /// The symbol weight of the same name (symbols draw all nine: docs/icons.md).
        var symbolWeight: SymbolWeight { SymbolWeight(rawValue: value) ?? .regular }

        /// The nearest weight the bundled faces draw (lighter weights: regular; heavier: bold).
        var fontWeight: FontWeight {
            switch value {
            case ...4: return .regular
            case 5: return .medium
            case 6: return .semibold
            default: return .bold
            }
        }
    }

    /// A design (drawn in the system face).
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// A Dynamic Type text style.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var cellStyle: CellShotText.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title: return .title1
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption: return .caption1
            case .caption2: return .caption2
            }
        }
    }

    /// The font applied to a CellShot view.
    func apply<V: CellView>(to view: V) -> ModifiedContentView {
        switch lowered {
        case let .style(textStyle, weight): return view.font(textStyle, weight: weight)
        case let .fixed(font, style): return view.font(font, relativeTo: style)
        }
    }

    /// The font set on a text view itself: what ``apply(to:)`` around it resolves to when the
    /// text's own `weight` is this font's (as in a `Text`), with no modifier around the text.
    func applied(to text: consuming TextView, weight ownWeight: Weight?) -> TextView {
        switch lowered {
        case let .style(textStyle, weight): return text.font(textStyle, weight: weight)
        case let .fixed(font, style):
            let fixed = text.font(font, relativeTo: style)
            return ownWeight.map { fixed.fontWeight($0.fontWeight) } ?? fixed
        }
    }

    /// The CellShot font choice this font stands for: a text style with its weight, or a fixed
    /// font (the monospaced design as a fixed font of the style's size).
    private var lowered: Lowered {
        switch base {
        case let .style(textStyle) where isMonospaced:
            let mono = CellShotText.Font(family: FontRegistry.monospacedFamily, weight: weight?.fontWeight ?? textStyle.weight,
                                         size: textStyle.pointSize(at: .large))
            return .fixed(mono, relativeTo: textStyle)
        case let .style(textStyle): return .style(textStyle, weight: weight?.fontWeight ?? textStyle.weight)
        case let .fixed(fixed, style):
            var font = weight.map { fixed.withWeight($0.fontWeight) } ?? fixed
            if isMonospaced { font.family = FontRegistry.monospacedFamily }
            return .fixed(font, relativeTo: style)
        }
    }

    /// A font as CellShot's views take it.
    private enum Lowered {
        case style(CellShotText.TextStyle, weight: FontWeight)
        case fixed(CellShotText.Font, relativeTo: CellShotText.TextStyle?)
    }
}
#endif
