import CellShotIO
import CellShotPNG
import CellShotRaster
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations the store needs, with errors that name the path.
enum FileStore {
    /// Largest text file read (layout dumps are a few kilobytes).
    static let maxTextBytes = 4 << 20

    /// Whether anything is at `path` itself: a dangling or looping symbolic link exists too, so
    /// reading it reports its error (ELOOP, ENOENT) instead of passing for a new reference.
    static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

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
    /// A FIFO, socket, device or folder is an error, found without waiting (``FileBytes``).
    static func readText(_ path: String) throws(StoreError) -> String? {
        guard exists(path) else { return nil }
        let data: [UInt8]
        do { data = try FileBytes.read(path, maxBytes: maxTextBytes) } catch {
            throw StoreError(path: path, problem: "cannot \(error.operation): \(error.message)", expected: "at most \(maxTextBytes) bytes of text")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw StoreError(path: path, problem: "is not UTF-8 text")
        }
        return text
    }

    /// The bytes of the file at `path` (at most 1 GiB), nil when it cannot be read.
    static func readBytes(_ path: String) -> [UInt8]? {
        try? FileBytes.read(path, maxBytes: 1 << 30)
    }

    /// Writes `text` atomically; returns `path`.
    @discardableResult
    static func writeText(_ text: String, to path: String, durable: Bool = true) throws(StoreError) -> String {
        do { try AtomicFile.write(Array(text.utf8), to: path, durable: durable) } catch {
            throw StoreError(path: path, problem: "cannot write: failed to \(error.operation): \(error.message)")
        }
        return path
    }

    /// `bytes` written under a temporary name beside `path`, to be committed.
    static func stage(_ bytes: [UInt8], to path: String) throws(StoreError) -> AtomicFile.Staged {
        do { return try AtomicFile.Staged(bytes, to: path) } catch {
            throw StoreError(path: path, problem: "cannot write: failed to \(error.operation): \(error.message)")
        }
    }

    /// Renames a staged file into place.
    static func commit(_ staged: AtomicFile.Staged) throws(StoreError) {
        do { try staged.commit() } catch {
            throw StoreError(path: staged.path, problem: "cannot write: failed to \(error.operation): \(error.message)")
        }
    }
}
