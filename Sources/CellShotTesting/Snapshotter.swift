import CellShotDiff
import Foundation

/// Resolves one assertion's settings (call, then scope, then environment), names its
/// snapshots and checks them with the store.
package struct Snapshotter {
    let location: CallLocation
    let record: RecordMode?
    let tolerance: DiffOptions?
    let folder: String?

    /// The environment variable that moves every test file's references to `<value>/<TestFile>/`.
    package static let folderKey = "CELLSHOT_SNAPSHOTS"

    func verify<Value>(_ value: Value, _ strategies: [(SnapshotStrategy<Value>, String?)], name: String?) throws -> [SnapshotResult] {
        let scope = SnapshotConfiguration.current
        let mode = try record ?? scope.record
            ?? RecordMode.fromEnvironment(Self.environment([RecordMode.environmentKey, "CI"]))
        let store = SnapshotStore(folder: folder ?? scope.folder
            ?? Self.defaultFolder(testFile: location.filePath, environment: Self.environment([Self.folderKey])))
        let artifacts = scope.artifacts.map(ArtifactFolder.init(path:))
            ?? ArtifactFolder.fromEnvironment(Self.environment([ArtifactFolder.environmentKey]),
                                              root: FileManager.default.currentDirectoryPath)
        let counted = NameCounter.shared.next(for: location, name: name, kind: strategies.map(\.0.name).joined(separator: "+"))
        let base = location.testName.isEmpty ? counted : location.testName + "." + counted
        let rerecord = "CELLSHOT_RECORD=failed swift test --filter \(location.testName.isEmpty ? location.fileStem : location.testName)"
        return try strategies.map { strategy, suffix in
            let full = suffix.map { base + "." + $0 } ?? base
            let snapshot = try strategy.snapshot(value)
            let result = store.verify(snapshot, named: full, record: mode,
                                      tolerance: tolerance ?? scope.tolerance ?? .exact, artifacts: artifacts,
                                      artifactName: location.fileStem + "/" + full, rerecord: rerecord)
            RunRecorder.record(result, snapshot: snapshot, location: location, name: full, artifacts: artifacts)
            return result
        }
    }

    /// `__Snapshots__/<TestFile>` beside the test file, or `$CELLSHOT_SNAPSHOTS/<TestFile>`.
    package static func defaultFolder(testFile: String, environment: [String: String]) -> String {
        let location = CallLocation(fileID: "", filePath: testFile, staticFilePath: "", line: 0, column: 0, testName: "")
        if let root = environment[folderKey], !root.isEmpty { return root + "/" + location.fileStem }
        return location.folder + "/__Snapshots__/" + location.fileStem
    }

    /// "testCard()" → "testCard".
    static func testName(_ function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    static func environment(_ keys: [String]) -> [String: String] {
        var out: [String: String] = [:]
        for k in keys { if let v = getenv(k) { out[k] = String(cString: v) } }
        return out
    }
}

/// Numbers the snapshots of one test: unnamed ones 1, 2, 3…, a name repeated with the same
/// strategies `name.2`, `name.3`… (the same name as `.image` and as `.layout` are two files).
final class NameCounter: @unchecked Sendable {
    static let shared = NameCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(for location: CallLocation, name: String?, kind: String) -> String {
        let key = location.filePath + "|" + location.testName + "|" + kind + "|" + (name ?? "")
        lock.lock()
        let n = (counts[key] ?? 0) + 1
        counts[key] = n
        lock.unlock()
        guard let name else { return String(n) }
        return n == 1 ? name : "\(name).\(n)"
    }
}
