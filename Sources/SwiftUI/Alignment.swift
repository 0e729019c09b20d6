#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import CellShotText

/// A horizontal alignment guide: a built-in one or a custom one (`HorizontalAlignment(MyID.self)`),
/// which stacks, frames, overlays and backgrounds line views up on.
public struct HorizontalAlignment: Hashable, Sendable {
    let value: HorizontalViewAlignment
    let custom: CustomGuide?
    public static let leading = HorizontalAlignment(value: .leading)
    public static let center = HorizontalAlignment(value: .center)
    public static let trailing = HorizontalAlignment(value: .trailing)
    /// Where a list row's separator starts: the row's first text by default; a row view's
    /// explicit value for it (`.alignmentGuide(.listRowSeparatorLeading) { … }`) moves it.
    public static let listRowSeparatorLeading = HorizontalAlignment(value: .leading, custom: .listRowSeparatorLeading)
    public static let listRowSeparatorTrailing = HorizontalAlignment(value: .trailing)
    /// A custom guide, its default value from `id`.
    public init(_ id: any AlignmentID.Type) {
        value = .center
        custom = CustomGuide(id: ObjectIdentifier(id), horizontal: true) { Double(id.defaultValue(in: ViewDimensions($0))) }
    }
    init(value: HorizontalViewAlignment, custom: CustomGuide? = nil) { self.value = value; self.custom = custom }

    var key: GuideKey { custom.map(GuideKey.custom) ?? .horizontal(value) }
}

/// A vertical alignment guide: a built-in one or a custom one (`VerticalAlignment(MyID.self)`).
public struct VerticalAlignment: Hashable, Sendable {
    let value: VerticalViewAlignment
    let custom: CustomGuide?
    public static let top = VerticalAlignment(value: .top)
    public static let center = VerticalAlignment(value: .center)
    public static let bottom = VerticalAlignment(value: .bottom)
    public static let firstTextBaseline = VerticalAlignment(value: .firstTextBaseline)
    /// The last line's baseline of each child.
    public static let lastTextBaseline = VerticalAlignment(value: .lastTextBaseline)
    /// A custom guide, its default value from `id`.
    public init(_ id: any AlignmentID.Type) {
        value = .center
        custom = CustomGuide(id: ObjectIdentifier(id), horizontal: false) { Double(id.defaultValue(in: ViewDimensions($0))) }
    }
    init(value: VerticalViewAlignment) { self.value = value; custom = nil }

    var key: GuideKey { custom.map(GuideKey.custom) ?? .vertical(value) }
}

/// A custom alignment guide's identity and default value.
public protocol AlignmentID {
    /// The guide's position in a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides in its own coordinates.
public struct ViewDimensions {
    let dimensions: GuideDimensions
    init(_ dimensions: GuideDimensions) { self.dimensions = dimensions }

    /// The view's width.
    public var width: CGFloat { CGFloat(dimensions.width) }
    /// The view's height.
    public var height: CGFloat { CGFloat(dimensions.height) }
    /// A guide's position: the view's explicit value, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(dimensions[guide.key]) }
    /// A guide's position: the view's explicit value, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(dimensions[guide.key]) }
    /// The view's explicit value for a guide (set by `alignmentGuide` inside it), or nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { dimensions[explicit: guide.key].map { CGFloat($0) } }
    /// The view's explicit value for a guide (set by `alignmentGuide` inside it), or nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { dimensions[explicit: guide.key].map { CGFloat($0) } }
}

/// A two-dimensional alignment.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { self.horizontal = horizontal; self.vertical = vertical }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    var cell: ViewAlignment {
        ViewAlignment(horizontal: horizontal.value, vertical: vertical.value, customHorizontal: horizontal.custom, customVertical: vertical.custom)
    }
}

/// An edge of a rectangle, leading and trailing following the layout direction.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top), leading = Set(.leading), bottom = Set(.bottom), trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Space inside each edge.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0) }

    var cell: CellShotRaster.EdgeInsets {
        CellShotRaster.EdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}

/// The horizontal or vertical axis.
public enum Axis: Int8, Hashable, Sendable {
    case horizontal, vertical
    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}

/// How lines of text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
    var cell: CellShotText.TextAlignment {
        switch self {
        case .leading: return .natural
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}

/// How content fills a frame.
public enum ContentMode: Hashable, Sendable { case fit, fill }
#endif
