import Foundation

/// A fresh folder under the temporary directory, removed by `remove()`.
public struct TemporaryFolder {
    /// The folder's path.
    public let path: String

    /// A new empty folder whose name starts with `label`.
    public init(_ label: String) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        let file = "\(path)/\(name)"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The bytes of `name` inside the folder, or nil.
    public func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: "\(path)/\(name)") }

    /// Deletes the folder and everything in it.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
