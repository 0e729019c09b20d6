/// An 8-bit coverage mask in device pixels (0 = uncovered, 255 = fully covered), such as a
/// rasterized glyph or icon. `originX`/`originY` place the mask's top-left pixel relative to
/// the integer pixel position it is drawn at.
public struct CoverageMask: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let originX: Int
    public let originY: Int
    /// `width × height` bytes, row-major.
    public let coverage: [UInt8]

    public init(width: Int, height: Int, originX: Int, originY: Int, coverage: [UInt8]) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height, "mask size and bytes disagree")
        self.width = width; self.height = height
        self.originX = originX; self.originY = originY
        self.coverage = coverage
    }

    public static let empty = CoverageMask(width: 0, height: 0, originX: 0, originY: 0, coverage: [])
}
