#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotDiff
import CellShotLayout
import CellShotRaster
import CellShotTesting
import Foundation
import SwiftUI

/// Snapshots every `#Preview` linked into the test program (or only those of `module`), each
/// against `__Snapshots__/<SourceFile>/<preview name>.png` beside the calling test file (or under
/// `$CELLSHOT_SNAPSHOTS/<SourceFile>/`). A preview's `.fixedLayout(width:height:)` trait sets its
/// size, `.sizeThatFitsLayout` its content's size; otherwise it is 393 pt wide and as tall as its
/// content. With `matrix`, each preview is snapshotted in every variant (`<name>.<variant>.png`;
/// the trait's width wins over the matrix's). Each failing preview is its own test failure
/// with the element-level message; the others still run. Fails when there is no preview at all.
@MainActor
public func assertPreviewSnapshots(
    module: String? = nil, matrix: SnapshotMatrix? = nil, record: RecordMode? = nil, tolerance: DiffOptions? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let previews = module.map(PreviewRegistry.previews(inModule:)) ?? PreviewRegistry.all
    if previews.isEmpty {
        // The assertion reports the error the value throws as this call's failure.
        assertSnapshot(of: try rethrow(PreviewSnapshotError.noPreviews(module: module)), as: .text,
                       fileID: fileID, filePath: filePath, testName: "", line: line, column: column)
        return
    }
    for preview in previews {
        let subject = PreviewSubject(preview)
        let folder = previewFolder(testFile: "\(filePath)", sourceStem: preview.fileStem)
        guard let matrix else {
            assertSnapshot(of: subject, as: .image(width: subject.width), named: preview.name, record: record,
                           tolerance: tolerance, folder: folder, fileID: fileID, filePath: filePath, testName: "",
                           line: line, column: column)
            continue
        }
        assertSnapshot(of: subject, matrix: matrix, as: { .image(width: subject.width, environment: $0.environment) },
                       named: preview.name, record: record, tolerance: tolerance, folder: folder, fileID: fileID,
                       filePath: filePath, testName: "", line: line, column: column)
    }
}

/// Why previews could not be snapshotted (each names the preview: `Rows/ContactRow.swift:46 "No unread"`).
public enum PreviewSnapshotError: Error, CustomStringConvertible {
    /// No preview is linked into the program (in `module`, when given).
    case noPreviews(module: String?)
    /// The preview's view could not be laid out: the layout engine's error.
    case layoutFailed(preview: String, error: any Error)
    /// The preview laid out to nothing (zero width or height): there is nothing to compare.
    case emptyPreview(preview: String, size: Size)
    /// A `.previewDevice` whose screen width this library does not know.
    case unknownDevice(String, preview: String)

    public var description: String {
        switch self {
        case .noPreviews(let module?): return "no #Preview or PreviewProvider in module \(module) is linked into this program"
        case .noPreviews(nil): return "no #Preview or PreviewProvider is linked into this program"
        case let .layoutFailed(preview, error): return "preview \(preview) could not be laid out: \(error)"
        case let .emptyPreview(preview, size):
            return "preview \(preview) is empty (\(size.width) × \(size.height) pt): give it content or a .fixedLayout size"
        case let .unknownDevice(name, preview):
            return "preview \(preview): unknown .previewDevice \"\(name)\" (use an iPhone name Xcode lists, or .previewLayout(.fixed(width:height:)))"
        }
    }
}

private func rethrow(_ error: PreviewSnapshotError) throws -> String { throw error }

/// `__Snapshots__/<SourceFile>` beside `testFile`, or `$CELLSHOT_SNAPSHOTS/<SourceFile>`.
package func previewFolder(testFile: String, sourceStem: String) -> String {
    if let root = ProcessInfo.processInfo.environment["CELLSHOT_SNAPSHOTS"], !root.isEmpty {
        return root + "/" + sourceStem
    }
    let folder = testFile.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    return folder + "/__Snapshots__/" + sourceStem
}
#endif
