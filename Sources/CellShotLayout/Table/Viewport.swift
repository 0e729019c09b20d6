/// A window onto a long table: `height` points of content starting `offset` points below its
/// top, as a scrolled UITableView shows it. Only rows inside the window are laid out.
public struct Viewport: Hashable, Sendable {
    /// Window height in points.
    public var height: Double
    /// Scroll offset from the top of the content, in points.
    public var offset: Double

    /// A window `height` points tall, `offset` points down the content.
    public init(height: Double, offset: Double = 0) { self.height = height; self.offset = offset }

    /// An iPhone screen's height below the status bar and navigation bar (852 − 59 − 44 pt).
    public static let phone = Viewport(height: 749)
}
