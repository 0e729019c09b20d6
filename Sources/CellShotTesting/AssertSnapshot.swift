import CellShotDiff
import Foundation

/// Asserts that `value`, snapshotted `as` the strategy, matches its reference; a mismatch, a
/// missing reference under record mode `never`, or a recording fails the running test through
/// Swift Testing or XCTest (whichever runs it) at the caller's line.
///
/// The reference is `__Snapshots__/<TestFile>/<testName>.<name>.png` beside the test file
/// (`.txt` for text). Without `name`, snapshots in one test are numbered 1, 2, 3…; a name used
/// twice in one test gets `.2`, `.3`… so neither overwrites the other. Pass `testName: ""` to
/// use `name` alone as the file name (references shared with other tools).
/// - Parameters:
///   - value: what to snapshot (evaluated once; an error it throws fails the assertion).
///   - strategy: how `value` becomes a snapshot (`.image`, `.layout`…).
///   - name: the snapshot's name inside the test; numbered when nil.
///   - record: overrides the scope's and `CELLSHOT_RECORD`'s mode for this call.
///   - tolerance: opt-in tolerance; exact unless set here or by the scope.
///   - folder: the reference folder for this call.
///   - fileID: the caller's `#fileID` (names the test target in the run record).
///   - filePath: the caller's `#filePath` (the references lie beside it).
///   - testName: the caller's `#function`.
///   - line: the caller's line, where a failure is reported.
///   - column: the caller's column.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value, as strategy: SnapshotStrategy<Value>, named name: String? = nil,
    record: RecordMode? = nil, tolerance: DiffOptions? = nil, folder: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshots(of: try value(), as: [strategy], named: name, record: record, tolerance: tolerance, folder: folder,
                    fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Snapshots one value several ways in one call (e.g. `[.image, .layout]`); each snapshot's
/// name ends with its strategy's name.
public func assertSnapshots<Value>(
    of value: @autoclosure () throws -> Value, as strategies: [SnapshotStrategy<Value>], named name: String? = nil,
    record: RecordMode? = nil, tolerance: DiffOptions? = nil, folder: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = CallLocation(fileID: fileID, filePath: "\(filePath)", staticFilePath: filePath, line: Int(line),
                                column: Int(column), testName: Snapshotter.testName(testName))
    let results: [SnapshotResult]
    do {
        results = try Snapshotter(location: location, record: record, tolerance: tolerance, folder: folder)
            .verify(try value(), strategies.map { ($0, strategies.count > 1 ? $0.name : nil) }, name: name)
    } catch {
        SnapshotReporter.fail("Snapshot could not be checked: \(error)", attachments: [], location: location)
        return
    }
    for result in results where !result.passed {
        SnapshotReporter.fail(result.message, attachments: result.artifacts?.attachments ?? [], location: location)
    }
}

/// Snapshots `value` in every environment of `matrix`, each as its own named snapshot
/// (`<name>.<variant>`, e.g. `card.dark.large.ltr.375pt.3x`), with the strategy `strategy`
/// makes for each variant: `{ .image(width: $0.width, environment: $0.environment) }`.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value, matrix: SnapshotMatrix,
    as strategy: (SnapshotMatrix.Variant) -> SnapshotStrategy<Value>, named name: String? = nil,
    record: RecordMode? = nil, tolerance: DiffOptions? = nil, folder: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let made: Value
    do { made = try value() } catch {
        let location = CallLocation(fileID: fileID, filePath: "\(filePath)", staticFilePath: filePath, line: Int(line),
                                    column: Int(column), testName: Snapshotter.testName(testName))
        SnapshotReporter.fail("Snapshot could not be checked: \(error)", attachments: [], location: location)
        return
    }
    for variant in matrix.variants {
        assertSnapshot(of: made, as: strategy(variant), named: variant.name(prefix: name), record: record,
                       tolerance: tolerance, folder: folder, fileID: fileID, filePath: filePath, testName: testName,
                       line: line, column: column)
    }
}

/// ``assertSnapshot(of:matrix:as:named:record:tolerance:folder:fileID:filePath:testName:line:column:)``
/// with the image strategy of any `LayoutSubject` (a `Cell`, a view, a cell model, a table…).
public func assertSnapshot<Value: LayoutSubject>(
    of value: @autoclosure () throws -> Value, matrix: SnapshotMatrix, named name: String? = nil,
    record: RecordMode? = nil, tolerance: DiffOptions? = nil, folder: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: try value(), matrix: matrix, as: { .image(width: $0.width, environment: $0.environment) },
                   named: name, record: record, tolerance: tolerance, folder: folder, fileID: fileID,
                   filePath: filePath, testName: testName, line: line, column: column)
}

/// The returning form for custom flows: checks `value` and gives back the result (status,
/// element-level changes, pixel statistics, artifacts, message) without failing the test.
/// - Throws: what the strategy throws (a layout error).
public func verifySnapshot<Value>(
    of value: Value, as strategy: SnapshotStrategy<Value>, named name: String? = nil,
    record: RecordMode? = nil, tolerance: DiffOptions? = nil, folder: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) throws -> SnapshotResult {
    let location = CallLocation(fileID: fileID, filePath: "\(filePath)", staticFilePath: filePath, line: Int(line),
                                column: Int(column), testName: Snapshotter.testName(testName))
    let results = try Snapshotter(location: location, record: record, tolerance: tolerance, folder: folder)
        .verify(value, [(strategy, nil)], name: name)
    return results[0]
}
