/// A rectangle of whole device pixels: columns x ..< x + width, rows y ..< y + height.
public struct IntRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The rect of columns `minX ..< maxX` and rows `minY ..< maxY`.
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest pixel rect covering `rect` (pixels any part of which `rect` touches);
    /// `.zero` when `rect` is empty or not finite. Coordinates are clamped to ±2^30.
    public init(enclosing rect: Rect) {
        guard !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self = .zero; return
        }
        let lim = Double(1 << 30)
        let x0 = Int(Swift.max(-lim, Swift.min(lim, rect.minX.rounded(.down))))
        let y0 = Int(Swift.max(-lim, Swift.min(lim, rect.minY.rounded(.down))))
        let x1 = Int(Swift.max(-lim, Swift.min(lim, rect.maxX.rounded(.up))))
        let y1 = Int(Swift.max(-lim, Swift.min(lim, rect.maxY.rounded(.up))))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public static let zero = IntRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Int { x }
    public var minY: Int { y }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    /// True when the rect has no pixels.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The number of pixels (0 when empty).
    public var area: Int { isEmpty ? 0 : width * height }

    /// The overlap, or `nil` when the rects share no pixel.
    public func intersection(_ r: IntRect) -> IntRect? {
        let x0 = Swift.max(minX, r.minX), y0 = Swift.max(minY, r.minY)
        let x1 = Swift.min(maxX, r.maxX), y1 = Swift.min(maxY, r.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rect holding both non-empty rects.
    public func union(_ r: IntRect) -> IntRect {
        IntRect(minX: Swift.min(minX, r.minX), minY: Swift.min(minY, r.minY),
                maxX: Swift.max(maxX, r.maxX), maxY: Swift.max(maxY, r.maxY))
    }

    /// True when the pixel at column `px`, row `py` is inside.
    public func contains(x px: Int, y py: Int) -> Bool { px >= minX && px < maxX && py >= minY && py < maxY }

    /// The rect grown by `d` pixels on every side (shrunk for negative `d`).
    public func outset(by d: Int) -> IntRect { IntRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d) }

    /// The same rect as a `Rect` in pixel units.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
