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

extension Snapshotting where Value: LayoutSubject, Format == Image {
    /// The subject (a `Cell`, a view, a cell model, a table, a screen, a `LayoutTree`) laid out
    /// for the request (see `LayoutRequest`) and rendered by CellShot; a subject that cannot be
    /// laid out or rendered snapshots as a 0×0 image, which fails.
    public static func cellShotImage(width: Double = DeviceWidth.standard, height: Double? = nil,
                                     environment: CellEnvironment = .standard, viewport: Viewport? = nil,
                                     state: VisualState? = nil) -> Snapshotting {
        let request = LayoutRequest(width: width, height: height, environment: environment, viewport: viewport, state: state)
        return Snapshotting<Image, Image>.cellShotImage.pullback { value in
            (try? value.layout(request).render()) ?? Image(width: 0, height: 0)
        }
    }

    /// ``cellShotImage(width:height:environment:viewport:state:)`` at 375 pt in the standard environment.
    public static var cellShotImage: Snapshotting { cellShotImage() }
}

extension Snapshotting where Value: LayoutSubject, Format == String {
    /// The subject's layout dump for the same request as `cellShotImage(…)`.
    public static func cellShotLayout(width: Double = DeviceWidth.standard, height: Double? = nil,
                                      environment: CellEnvironment = .standard, viewport: Viewport? = nil,
                                      state: VisualState? = nil) -> Snapshotting {
        let request = LayoutRequest(width: width, height: height, environment: environment, viewport: viewport, state: state)
        return Snapshotting<String, String>.lines.pullback { value in
            (try? value.layout(request).dump()) ?? "layout failed"
        }
    }

    /// ``cellShotLayout(width:height:environment:viewport:state:)`` at 375 pt in the standard environment.
    public static var cellShotLayout: Snapshotting { cellShotLayout() }
}
