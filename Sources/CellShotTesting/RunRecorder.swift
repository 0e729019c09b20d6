import CellShotIO
import CellShotPNG
import Foundation

/// Leaves the record of every assertion in the artifacts folder (`records/`, one file per
/// assertion, written atomically, so parallel tests and processes never share a file), with the
/// actual layout dump beside a failure's actual image; under GitHub Actions it also prints an
/// `::error` annotation and appends to the step summary for each snapshot that did not pass.
package enum RunRecorder {
    static func record(_ result: SnapshotResult, snapshot: Snapshot, location: CallLocation, name: String,
                       artifacts: ArtifactFolder) {
        var record = AssertionRecord(module: location.module, file: location.filePath, test: location.testName,
                                     snapshot: name, line: location.line, column: location.column, result: result)
        if case let .image(_, dump?) = snapshot, let actual = result.artifacts?.actual, actual.hasSuffix(".png") {
            let file = String(actual.dropLast(4)) + ".txt"
            if (try? AtomicFile.write(Array(dump.make().text.utf8), to: file, durable: false)) != nil { record.actualDump = file }
        }
        do {
            try ProcessRecords.shared.note(artifacts)
            try record.write(into: artifacts)
        } catch {
            FileHandle.standardError.write(Data("CellShot: cannot write the assertion record: \(error)\n".utf8))
        }
        let environment = Snapshotter.environment(["GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY"])
        if environment["GITHUB_ACTIONS"] == "true", !result.passed { publish(record, environment: environment) }
    }

    /// The annotation at the assertion's line and a step-summary line for a snapshot that did not pass.
    package static func publish(_ record: AssertionRecord, environment: [String: String]) {
        print(annotation(record, in: FileManager.default.currentDirectoryPath))
        let title = "snapshot \(record.module)/\(record.snapshot) \(record.status)"
        let first = record.message.split(separator: "\n").first.map(String.init) ?? ""
        let changes = record.changes.prefix(5).map(WorkflowCommand.markdown).joined(separator: "<br>")
        WorkflowCommand.appendToStepSummary(
            "- **\(WorkflowCommand.markdown(record.status))** `\(WorkflowCommand.markdown(title))` at "
                + "\(WorkflowCommand.markdown((record.file as NSString).lastPathComponent)):\(record.line): "
                + WorkflowCommand.markdown(first) + (changes.isEmpty ? "" : "<br>" + changes) + "\n",
            environment: environment)
    }
}

extension RunRecorder {
    /// The `::error` line for `record`, its file relative to `folder` (the package the test
    /// process runs in), which is how annotations attach to the file in a pull request.
    package static func annotation(_ record: AssertionRecord, in folder: String) -> String {
        let here = folder.hasSuffix("/") ? folder : folder + "/"
        let file = record.file.hasPrefix(here) ? String(record.file.dropFirst(here.count)) : record.file
        return WorkflowCommand.error(file: file, line: record.line, column: record.column,
                                     title: "snapshot \(record.module)/\(record.snapshot) \(record.status)",
                                     message: record.message)
    }
}

/// The artifacts folders this process has written its command line into (once each).
final class ProcessRecords: @unchecked Sendable {
    static let shared = ProcessRecords()
    private let lock = NSLock()
    private var written: Set<String> = []

    func note(_ artifacts: ArtifactFolder) throws(StoreError) {
        lock.lock()
        defer { lock.unlock() }
        guard !written.contains(artifacts.path) else { return }
        let record = TestProcessRecord(pid: getpid(), arguments: Array(CommandLine.arguments.dropFirst()))
        try record.write(into: artifacts)
        written.insert(artifacts.path)
    }
}
