import CellShotRaster

/// A cluster of differing pixels: its bounding box (canvas pixels) and how many it holds.
/// Encodes flat, as `x`, `y`, `width`, `height` and `pixels`.
public struct ChangedRegion: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The smallest pixel rect holding every pixel of the cluster.
    public var bounds: IntRect
    /// Differing pixels inside the cluster (not the box area).
    public var pixels: Int

    /// A cluster of `pixels` differing pixels inside `bounds`.
    public init(bounds: IntRect, pixels: Int) {
        self.bounds = bounds
        self.pixels = pixels
    }

    private enum CodingKeys: String, CodingKey { case x, y, width, height, pixels }

    /// Reads the flat form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        bounds = IntRect(x: try container.decode(Int.self, forKey: .x), y: try container.decode(Int.self, forKey: .y),
                         width: try container.decode(Int.self, forKey: .width), height: try container.decode(Int.self, forKey: .height))
        pixels = try container.decode(Int.self, forKey: .pixels)
    }

    /// Writes the flat form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bounds.x, forKey: .x)
        try container.encode(bounds.y, forKey: .y)
        try container.encode(bounds.width, forKey: .width)
        try container.encode(bounds.height, forKey: .height)
        try container.encode(pixels, forKey: .pixels)
    }

    public var description: String { "\(bounds.width)×\(bounds.height) at (\(bounds.x), \(bounds.y)), \(pixels) px" }
}
