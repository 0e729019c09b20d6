#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotDiff
import CellShotLayout
import CellShotRaster
@_exported import CellShotPreviews
import CellShotTesting
import Foundation
import SwiftUI

/// Snapshots every `#Preview` linked into the test program (or only those of `module`), each
/// against `__Snapshots__/<SourceFile>/<preview name>.png` beside the calling test file (or under
/// `$CELLSHOT_SNAPSHOTS/<SourceFile>/`). A preview's `.fixedLayout(width:height:)` trait sets its
/// size, `.sizeThatFitsLayout` its content's size; otherwise it is 393 pt wide and as tall as its
/// content. With `matrix`, each preview is snapshotted in every variant as
/// `<name>.<variant>.png` (`Preview.dark.large.rtl.375pt.3x.png`); a fixed layout's or device's
/// width wins over the matrix's and names the variant, a content-sized preview's variant says
/// `fits` instead of a width. Each failing preview is its own test failure
/// with the element-level message; the others still run. With `isolation: .process` (the
/// default) a preview that traps is its own failure too (see ``PreviewIsolation``). Fails when
/// there is no preview at all. `file` keeps only the previews of one source file (or
/// `PreviewProvider` type): `file: "ContactRow"`.
@MainActor
public func assertPreviewSnapshots(
    module: String? = nil, file: String? = nil, matrix: SnapshotMatrix? = nil, isolation: PreviewIsolation = .process,
    record: RecordMode? = nil, tolerance: DiffOptions? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let all = module.map(PreviewRegistry.previews(inModule:)) ?? PreviewRegistry.all
    let previews = all.indices.filter { file == nil || all[$0].fileStem == file }
    if previews.isEmpty {
        // The assertion reports the error the value throws as this call's failure.
        assertSnapshot(of: try rethrow(PreviewSnapshotError.noPreviews(module: module)), as: .text,
                       fileID: fileID, filePath: filePath, testName: "", line: line, column: column)
        return
    }
    let plan = PreviewDrawing.plan(previews, of: all, matrix: matrix)
    let traps = isolation == .process ? PreviewProbe.trapsOfNewDrawings(module: module, plan: plan) ?? [:] : [:]
    var subject: (index: Int, made: PreviewSubject)?
    for (number, drawing) in plan.enumerated() {
        let preview = all[drawing.preview]
        if let trap = traps[number] {
            let error = PreviewSnapshotError.trapped(preview: PreviewSubject.label(preview), variant: drawing.variant, how: trap)
            assertSnapshot(of: try rethrow(error), as: .text,
                           fileID: fileID, filePath: filePath, testName: "", line: line, column: column)
            continue
        }
        // Made once for all its variants, and only when one of them did not trap.
        if subject?.index != drawing.preview { subject = (drawing.preview, PreviewSubject(preview)) }
        guard let made = subject?.made else { continue }
        assertSnapshot(of: made, as: .image(width: drawing.width, environment: drawing.environment),
                       named: preview.name + (drawing.variant.map { "." + $0 } ?? ""), record: record,
                       tolerance: tolerance, folder: previewFolder(testFile: "\(filePath)", sourceStem: preview.fileStem),
                       fileID: fileID, filePath: filePath, testName: "", line: line, column: column)
        PreviewProbe.survived(drawing, module: module)
    }
}

/// How `assertPreviewSnapshots` guards the test program against a preview that traps.
public enum PreviewIsolation: Sendable {
    /// Every preview is first laid out in a child process of the test program, in every matrix
    /// variant the call draws; a drawing that traps there fails as
    /// ``PreviewSnapshotError/trapped(preview:variant:how:)`` and the others are snapshotted.
    /// Costs one start of the test program (one more after each trap) and one more layout of
    /// each drawing the test's process has not laid out itself before.
    case process
    /// Previews are drawn in the test's process only: a trap stops the program.
    case none
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
