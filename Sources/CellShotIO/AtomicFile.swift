#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an atomic write failed. The target file is left as it was.
public struct AtomicFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file that was to be written.
    public var path: String
    /// What was being done ("create a temporary file in /dir", "rename …").
    public var operation: String
    /// errno, or 0 when the failure has no errno.
    public var code: Int32
    /// The system's text for `code`.
    public var message: String

    public var description: String { "cannot write \(path.isEmpty ? "''" : path): failed to \(operation): \(message)" }
}

/// Writes files atomically: a temporary file in the same folder is written, flushed to disk
/// (fsync) and renamed over the target, so readers see the old file or the new one, never a
/// torn one. The temporary file is removed on every failure.
public enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `bytes`, keeping the old file's mode.
    /// `durable: false` skips the flushes to disk (scratch files such as failure artifacts:
    /// still never torn, but may be lost on a power cut).
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(AtomicFileError) {
        func fail(_ operation: String, _ code: Int32) -> AtomicFileError {
            AtomicFileError(path: path, operation: operation, code: code, message: FileBytes.errnoText(code))
        }
        let folder = Self.folder(of: path)
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard !path.isEmpty else {
            throw AtomicFileError(path: path, operation: "choose a file name", code: 0, message: "the path is empty")
        }
        guard !name.isEmpty, name != ".", name != ".." else {
            throw AtomicFileError(path: path, operation: "choose a file name", code: 0, message: "the path names a folder")
        }
        // Keep the mode of the file being replaced; new files get rw-r--r--.
        var old = stat()
        let mode: mode_t = stat(path, &old) == 0 ? old.st_mode & 0o7777 : 0o644

        var template = Array("\(folder)/.\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw fail("create a temporary file in \(folder)", errno) }
        let tempPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var isOpen = true
        func abandon(_ error: AtomicFileError) -> AtomicFileError {
            if isOpen { close(fd) }
            unlink(tempPath)
            return error
        }

        if fchmod(fd, mode) != 0 { throw abandon(fail("set the mode of \(tempPath)", errno)) }
        var failure: Int32 = WriteFault.take(path)
        if failure == 0 { bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = POSIX.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                done += n
            }
        } }
        if failure != 0 { throw abandon(fail("write \(tempPath)", failure)) }
        if durable && fsync(fd) != 0 { throw abandon(fail("flush \(tempPath) to disk", errno)) }
        isOpen = false
        if close(fd) != 0 { throw abandon(fail("close \(tempPath)", errno)) }
        if rename(tempPath, path) != 0 { throw abandon(fail("rename \(tempPath) to \(path)", errno)) }
        // Make the rename itself durable; a failure here no longer endangers either file.
        let dirFD = durable ? POSIX.openFolder(folder) : -1
        if dirFD >= 0 {
            _ = fsync(dirFD)
            close(dirFD)
        }
    }

    /// The folder part of a path ("." for a bare name, "/" for a file at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }
}
