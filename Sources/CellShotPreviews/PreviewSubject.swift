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
    package let fits: Bool
    /// The width of a `.previewDevice` that has one, or the name of one that does not.
    let device: Result<Double, PreviewSnapshotError>?
    /// A trait this library cannot draw (a landscape device, a fixed size that is no size).
    let unsupported: PreviewSnapshotError?

    @MainActor
    package init(_ preview: RegisteredPreview) { self.init(preview, view: preview.make()) }

    /// The preview's size traits only, for its width and variant names: the view is not made
    /// (making it runs the preview's own code, which may trap) and lays out as nothing.
    package init(traitsOf preview: RegisteredPreview) { self.init(preview, view: AnyView(EmptyView())) }

    private init(_ preview: RegisteredPreview, view: AnyView) {
        self.view = view
        label = Self.label(preview)
        var fixed: (width: Double, height: Double)?
        var fits = false
        var device: Result<Double, PreviewSnapshotError>?
        var landscape: String?
        var unsupported: PreviewSnapshotError?
        for trait in preview.traits {
            switch trait.kind {
            case let .fixedLayout(width, height):
                fixed = (width, height); fits = false
                if !(width.isFinite && width > 0 && height.isFinite && height > 0) {
                    unsupported = .unsupportedTrait(".fixedLayout(width: \(width), height: \(height))", preview: label)
                }
            case .sizeThatFitsLayout: fits = true; fixed = nil
            case .defaultLayout: fits = false; fixed = nil
            case .device(let name):
                let known = PreviewDevice(rawValue: name).width
                device = known.map { .success($0) } ?? .failure(.unknownDevice(name, preview: label))
            case .orientation(let name): landscape = name.hasPrefix("landscape") ? name : nil
            }
        }
        if let landscape, fixed == nil, !fits { unsupported = unsupported ?? .unsupportedTrait(".\(landscape)", preview: label) }
        (self.fixed, self.fits, self.device, self.unsupported) = (fixed, fits, device, unsupported)
    }

    /// `preview` named in errors: `Rows/ContactRow.swift:46 "No unread"`.
    package static func label(_ preview: RegisteredPreview) -> String { "\(preview.fileID):\(preview.line) \"\(preview.name)\"" }

    /// The width the snapshot is asked for: the fixed layout's, the device's, or 393 pt.
    package var width: Double { ownWidth ?? Self.defaultWidth }

    /// The width the preview's traits set (a fixed layout's or a known device's), if any.
    package var ownWidth: Double? { fixed?.width ?? (try? device?.get()) }

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
        if let unsupported { throw unsupported }
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
