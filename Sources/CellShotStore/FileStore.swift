import CellShotIO
import CellShotPNG
import Foundation

/// The few file operations the store needs, with errors that name the path.
enum FileStore {
    /// Largest text file read (layout dumps are a few kilobytes).
    static let maxTextBytes = 4 << 20

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Creates `folder` and its parents; fine when it exists (also when created concurrently).
    static func makeFolder(_ folder: String) throws(StoreError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw StoreError(path: folder, problem: "is a file", expected: "a folder") }
            return
        }
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue { return }
            throw StoreError(path: folder, problem: "cannot create the folder: \(error.localizedDescription)")
        }
    }

    /// The UTF-8 text at `path`, nil when there is no file.
    static func readText(_ path: String) throws(StoreError) -> String? {
        guard exists(path) else { return nil }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= maxTextBytes else {
            throw StoreError(path: path, problem: "is \(size) bytes", expected: "at most \(maxTextBytes) bytes of text")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StoreError(path: path, problem: "cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw StoreError(path: path, problem: "is not UTF-8 text")
        }
        return text
    }

    /// The bytes of the file at `path` (at most 1 GiB), nil when it cannot be read.
    static func readBytes(_ path: String) -> [UInt8]? {
        guard let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size <= 1 << 30,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    /// Writes `text` atomically; returns `path`.
    @discardableResult
    static func writeText(_ text: String, to path: String, durable: Bool = true) throws(StoreError) -> String {
        do { try AtomicFile.write(Array(text.utf8), to: path, durable: durable) } catch {
            throw StoreError(path: path, problem: "cannot write: failed to \(error.operation): \(error.message)")
        }
        return path
    }

    /// Writes PNG bytes atomically.
    static func writeBytes(_ bytes: [UInt8], to path: String) throws(StoreError) {
        do { try AtomicFile.write(bytes, to: path) } catch {
            throw StoreError(path: path, problem: "cannot write: failed to \(error.operation): \(error.message)")
        }
    }
}
