import Foundation

/// A fresh folder under the temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init(_ label: String) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = "\(path)/\(name)"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: "\(path)/\(name)") }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
