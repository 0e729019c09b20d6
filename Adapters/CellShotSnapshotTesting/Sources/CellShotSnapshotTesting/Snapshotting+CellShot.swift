import CellShotPNG
import CellShotTesting
import Foundation
import SnapshotTesting

extension Diffing where Value == Image {
    /// PNG through CellShot (with its pixel-hash chunk), compared exactly; a failure says how
    /// many pixels differ and where, and attaches the side-by-side image. A reference that is
    /// not a readable PNG, or a value that cannot be rendered, becomes a 0×0 image, which never
    /// matches and says so.
    public static var cellShotPNG: Diffing {
        .diff(
            toData: { (try? PNGEncoder().encodeWithPixelHash($0)).map { Data($0) } ?? Data() },
            fromData: { (try? PNGDecoder().decode([UInt8]($0))) ?? Image(width: 0, height: 0) },
            diffV2: { reference, actual in
                guard actual.width > 0, actual.height > 0 else {
                    return ("the value could not be laid out or rendered", [])
                }
                guard reference.width > 0, reference.height > 0 else {
                    return ("the reference is not a readable PNG", [])
                }
                guard let result = try? compare(reference: reference, actual: actual, options: .exact) else {
                    return ("the images cannot be compared", [])
                }
                guard !result.passed else { return nil }
                let side = DiffImages.sideBySide(reference: reference, actual: actual, result: result)
                let png = (try? PNGEncoder().encode(side)).map { Data($0) } ?? Data()
                return (result.summary, [.data(png, name: "side-by-side.png")])
            })
    }
}

extension Snapshotting where Value == Image, Format == Image {
    /// A CellShot image stored as PNG and compared exactly.
    public static var cellShotImage: Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .cellShotPNG)
    }
}

extension Snapshotting where Value == LayoutTree, Format == Image {
    /// The rendered tree (a tree that cannot be rendered snapshots as a 0×0 image, which fails).
    public static var cellShotImage: Snapshotting {
        Snapshotting<Image, Image>.cellShotImage.pullback { (try? $0.render()) ?? Image(width: 0, height: 0) }
    }
}

extension Snapshotting where Value == LayoutTree, Format == String {
    /// The tree's layout dump, as text.
    public static var cellShotLayout: Snapshotting {
        Snapshotting<String, String>.lines.pullback { $0.dump() }
    }
}

extension Snapshotting where Value: SnapshotLayoutable, Format == Image {
    /// The value (a `Cell`, a view…) laid out at `width` points in `environment` and rendered by CellShot.
    public static func cellShotImage(width: Double = DeviceWidth.standard, environment: CellEnvironment = .standard) -> Snapshotting {
        Snapshotting<Image, Image>.cellShotImage.pullback { value in
            (try? value.layout(width: width, environment: environment).render()) ?? Image(width: 0, height: 0)
        }
    }
}

extension Snapshotting where Value: SnapshotLayoutable, Format == String {
    /// The value's layout dump at `width` points in `environment`.
    public static func cellShotLayout(width: Double = DeviceWidth.standard, environment: CellEnvironment = .standard) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { value in
            (try? value.layout(width: width, environment: environment).dump()) ?? "layout failed"
        }
    }
}
