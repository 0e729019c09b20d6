import Foundation

/// Runs the built `snapshot` binary and captures what it prints.
struct CLI {
    /// The `snapshot` executable beside the test bundle.
    static let executable: String = {
        var url = Bundle.main.bundleURL
        if !FileManager.default.fileExists(atPath: url.appendingPathComponent("snapshot").path) {
            url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        }
        return url.appendingPathComponent("snapshot").path
    }()

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `snapshot arguments…` (or another `executable`) in `folder` with `environment` added.
    static func run(_ arguments: [String], in folder: String, environment: [String: String] = [:],
                    executable: String = CLI.executable) throws -> Output {
        let (process, out, err) = try start(arguments, in: folder, environment: environment, executable: executable)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Starts every command at once in `folder` (outputs go to files, so no process blocks on
    /// a full pipe) and returns their outputs in order once all have exited.
    static func runAll(_ commands: [[String]], in folder: String) throws -> [Output] {
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-runall-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        var running: [(Process, URL, URL)] = []
        for (i, arguments) in commands.enumerated() {
            let out = logs.appendingPathComponent("\(i).out"), err = logs.appendingPathComponent("\(i).err")
            _ = FileManager.default.createFile(atPath: out.path, contents: nil)
            _ = FileManager.default.createFile(atPath: err.path, contents: nil)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            process.environment = environment([:])
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            try process.run()
            running.append((process, out, err))
        }
        return try running.map { process, out, err in
            process.waitUntilExit()
            return Output(status: process.terminationStatus, stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                          stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
        }
    }

    /// The environment the commands run in: this one, as on CI outside GitHub, plus `extra`.
    static func environment(_ extra: [String: String]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTIONS"] = nil
        env["CI"] = "true"
        for (k, v) in extra { env[k] = v }
        return env
    }

    /// Starts `snapshot arguments…` with its output in pipes.
    static func start(_ arguments: [String], in folder: String, environment extra: [String: String],
                      executable: String) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = environment(extra)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }
}
