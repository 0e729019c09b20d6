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
        let (mode, origin) = try RecordOrigin.resolve(call: record, scope: scope.record,
                                                      environment: Self.environment([RecordMode.environmentKey, "CI"]))
        let store = SnapshotStore(folder: folder ?? scope.folder
            ?? Self.defaultFolder(testFile: location.filePath, environment: Self.environment([Self.folderKey])))
        let artifacts = scope.artifacts.map(ArtifactFolder.init(path:))
            ?? ArtifactFolder.fromEnvironment(Self.environment([ArtifactFolder.environmentKey]),
                                              root: FileManager.default.currentDirectoryPath)
        let counted = NameCounter.shared.next(for: location, folder: store.folder, name: name,
                                              kind: strategies.map(\.0.name).joined(separator: "+"))
        let base = location.testName.isEmpty ? counted : location.testName + "." + counted
        let rerecord = Self.rerecord(origin, filter: Self.filter(module: location.module,
                                                                 test: location.testName.isEmpty ? location.fileStem : location.testName))
        // With a `.layout` snapshot in the same call, its text is the layout dump: written once.
        let layoutName = strategies.first { $0.0.name == "layout" }.map { base + "." + ($0.1 ?? "layout") }
        return try strategies.map { strategy, suffix in
            let full = suffix.map { base + "." + $0 } ?? base
            let snapshot = try strategy.snapshot(value)
            let result = store.verify(snapshot, named: full, record: mode,
                                      tolerance: tolerance ?? scope.tolerance ?? .exact, artifacts: artifacts,
                                      artifactName: location.fileStem + "/" + full, rerecord: rerecord, origin: origin,
                                      dumpName: strategy.name == "image" ? layoutName : nil)
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

    /// A `swift test --filter` pattern that selects only the test function `test` of `module`, in
    /// XCTest (`Module.Class/test`) and Swift Testing (`Module.Suite/test()/File.swift:…`).
    package static func filter(module: String, test: String) -> String {
        "^" + escape(module) + "[./](.*/)?" + escape(test) + "(\\(.*\\))?($|/)"
    }

    /// `text` with the regular-expression metacharacters escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// How to re-record, in a way that works where the mode came from.
    package static func rerecord(_ origin: RecordOrigin, filter: String) -> String {
        let run = "swift test --filter '\(filter)'"
        switch origin {
        case .call: return "pass `record: .failed` to this assertion (CELLSHOT_RECORD cannot override it) and run \(run)"
        case .scope: return "set `record: .failed` in its `.snapshots` trait or `withSnapshotTesting` scope"
            + " (CELLSHOT_RECORD cannot override it) and run \(run)"
        case .environment, .standard, .verify: return "CELLSHOT_RECORD=failed " + run
        }
    }

    /// "testCard()" → "testCard".
    static func testName(_ function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    static func environment(_ keys: [String]) -> [String: String] {
        var out: [String: String] = [:]
        for key in keys { if let value = getenv(key) { out[key] = String(cString: value) } }
        return out
    }
}

/// Numbers the snapshots of one test: unnamed ones 1, 2, 3…, a name repeated with the same
/// strategies in the same folder `name.2`, `name.3`… (the same name as `.image` and as `.layout`,
/// or in two folders, are two files).
final class NameCounter: @unchecked Sendable {
    static let shared = NameCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(for location: CallLocation, folder: String, name: String?, kind: String) -> String {
        let key = location.filePath + "|" + location.testName + "|" + folder + "|" + kind + "|" + (name ?? "")
        lock.lock()
        let number = (counts[key] ?? 0) + 1
        counts[key] = number
        lock.unlock()
        guard let name else { return String(number) }
        return number == 1 ? name : "\(name).\(number)"
    }
}
