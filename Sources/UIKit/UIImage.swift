#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotRaster
import Foundation

/// UIKit's image on Linux: a symbol from CellShot's icon library, a bitmap, or a named asset
/// (from the snapshot environment's asset catalogs when drawn; the documented placeholder when
/// the environment has none).
open class UIImage: @unchecked Sendable {
    /// What the image shows.
    package enum Source: Sendable {
        case symbol(String)
        case asset(String)
        case bitmap(CellShotRaster.Image, scale: Double)
    }

    package let source: Source

    package init(source: Source) { self.source = source }

    /// A named asset (drawn from the environment's asset catalogs; the layout dump names it).
    public init?(named name: String) { source = .asset(name) }
    /// A symbol by its SF Symbols name (an unknown name is a typed error when drawn).
    public init?(systemName name: String) { source = .symbol(name) }
    /// A bitmap whose pixels are `scale` per point.
    public init(bitmap: CellShotRaster.Image, scale: CGFloat = 1) { source = .bitmap(bitmap, scale: Double(scale)) }

    /// The image's size in points (symbols and assets: 24 × 24).
    public var size: CGSize {
        if case let .bitmap(image, scale) = source {
            return CGSize(width: Double(image.width) / scale, height: Double(image.height) / scale)
        }
        return CGSize(width: 24, height: 24)
    }
}
#endif
