#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotPreviews
import CellShotTesting
import SwiftUI

extension PreviewSubject {
    /// The name of a matrix variant drawn `width` wide: the variant's, with `width` (or `fits`
    /// for a content-sized preview) in place of the matrix's width (`dark.large.ltr.200pt.3x`).
    package func variantName(_ variant: SnapshotMatrix.Variant, width: Double) -> String {
        var named = variant
        named.parts = variant.parts.map { part in
            part.axis == "width" ? .init(axis: part.axis, text: fits ? "fits" : "\(Variant.number(width))pt") : part
        }
        return named.name
    }
}

extension PreviewDrawing {
    /// The drawings of `previews` (indices into `all`): one each at its own width without a
    /// matrix, else one per variant, a fixed layout's or device's width winning over the variant's.
    @MainActor
    package static func plan(_ previews: [Int], of all: [RegisteredPreview], matrix: SnapshotMatrix?) -> [PreviewDrawing] {
        previews.flatMap { index -> [PreviewDrawing] in
            let subject = PreviewSubject(traitsOf: all[index])
            guard let matrix else { return [PreviewDrawing(preview: index, width: subject.width)] }
            return matrix.variants.map { variant in
                let width = subject.ownWidth ?? variant.width
                return PreviewDrawing(preview: index, width: width, environment: variant.environment,
                                      variant: subject.variantName(variant, width: width))
            }
        }
    }
}
#endif
