#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import SwiftUI

/// A preview laid out as its traits say: fixed, at its content's size, at its device's width, or
/// at the default width and as tall as its content.
package struct PreviewSubject: LayoutSubject {
    /// The width of a preview without a layout or device trait (an iPhone 16).
    package static let defaultWidth = DeviceWidth.pro

    let view: AnyView
    /// Names the preview in errors: `ContactRow.swift:46 "No unread"`.
    let label: String
    let fixed: (width: Double, height: Double)?
    let fits: Bool
    /// The width of a `.previewDevice` that has one, or the name of one that does not.
    let device: Result<Double, PreviewSnapshotError>?

    @MainActor
    package init(_ preview: RegisteredPreview) {
        view = preview.make()
        label = "\(preview.fileID):\(preview.line) \"\(preview.name)\""
        var fixed: (width: Double, height: Double)?
        var fits = false
        var device: Result<Double, PreviewSnapshotError>?
        for trait in preview.traits {
            switch trait.kind {
            case let .fixedLayout(width, height): fixed = (width, height); fits = false
            case .sizeThatFitsLayout: fits = true; fixed = nil
            case .device(let name):
                let known = PreviewDevice(rawValue: name).width
                device = known.map { .success($0) } ?? .failure(.unknownDevice(name, preview: label))
            case .orientation: break
            }
        }
        (self.fixed, self.fits, self.device) = (fixed, fits, device)
    }

    /// The width the snapshot is asked for: the fixed layout's, the device's, or 393 pt.
    package var width: Double { fixed?.width ?? (try? device?.get()) ?? Self.defaultWidth }

    /// The preview laid out; an error names the preview, and an empty preview is an error.
    package func layout(_ request: LayoutRequest) throws -> LayoutTree {
        let tree: LayoutTree
        do { tree = try laidOut(request) } catch let error as PreviewSnapshotError { throw error } catch {
            throw PreviewSnapshotError.layoutFailed(preview: label, error: error)
        }
        guard tree.size.width > 0, tree.size.height > 0 else {
            throw PreviewSnapshotError.emptyPreview(preview: label, size: tree.size)
        }
        return tree
    }

    private func laidOut(_ request: LayoutRequest) throws -> LayoutTree {
        var request = request
        request.environment = view.rootEnvironment(request.environment)
        if let fixed {
            // Centred in the fixed size, as the preview canvas shows it.
            request.height = fixed.height
            return try view.frame(width: CGFloat(fixed.width), height: CGFloat(fixed.height)).layout(request)
        }
        _ = try device?.get()
        if fits { request.width = try contentWidth(request) }
        return try view.layout(request)
    }

    /// The width of the view's ideal size, in whole points, in `request`'s environment.
    func contentWidth(_ request: LayoutRequest) throws -> Double {
        let ideal = try view.idealSize(environment: request.environment).width
        return ideal.isFinite && ideal > 0 ? ideal.rounded(.up) : request.width
    }
}
#endif
