#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import Foundation

/// Light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The idiom of the device a view is drawn for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision
}

/// The traits a dynamic colour is resolved for.
public final class UITraitCollection: Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Always a phone.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }

    /// Traits with this appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

/// Space inside a rectangle's edges.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Corners of a rectangle.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners = UIRectCorner(rawValue: 15)
}

/// The device a snapshot is drawn for: an iPhone, always (so rows that branch on it are stable).
public final class UIDevice: Sendable {
    /// The one device.
    public static let current = UIDevice()
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
}

/// The screen: a 3× iPhone screen 393 points wide.
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    public var scale: CGFloat { 3 }
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
}

/// The application object a row may read: no windows, not opening anything.
public final class UIApplication: @unchecked Sendable {
    public static let shared = UIApplication()
    /// The content size category a row reads outside the view environment: `.large`.
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
    /// Never opens anything on Linux; `completion` gets false.
    public func open(_ url: URL, options: [AnyHashable: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    public func canOpenURL(_ url: URL) -> Bool { false }
    public static let openSettingsURLString = "app-settings:"
}

/// A Dynamic Type size category.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
}
#endif
