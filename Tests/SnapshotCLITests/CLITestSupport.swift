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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTIONS"] = nil
        env["CI"] = "true"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}
