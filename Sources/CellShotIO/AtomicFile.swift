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

/// Writes files atomically: a temporary file `.NAME.tmp-XXXXXX` in the same folder is written,
/// flushed to disk (fsync) and renamed over the target, so readers see the old file or the new
/// one, never a torn one. The temporary file is removed on every failure, and is locked
/// (flock) until it is renamed, so one a killed process left behind is told apart from one
/// being written (``removeAbandoned(in:)``).
public enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `bytes`. A regular file being replaced
    /// keeps its permission bits (never setuid, setgid or sticky); anything else (nothing, a
    /// symbolic link, a device) gives rw-r--r--. A symbolic link at `path` is replaced, not
    /// followed. `durable: false` skips the flushes to disk (scratch files such as failure
    /// artifacts: still never torn, but may be lost on a power cut).
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(AtomicFileError) {
        try Staged(bytes, to: path, durable: durable).commit()
    }

    /// A file written and flushed under its temporary name, not yet renamed over its target:
    /// several are staged first and committed one right after the other, so files that belong
    /// together (a reference and its layout dump) change together or not at all when a write
    /// fails.
    public final class Staged {
        /// The file to be replaced.
        public let path: String
        let tempPath: String
        let durable: Bool
        private var fd: Int32

        /// Writes `bytes` to a new temporary file beside `path`.
        public init(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(AtomicFileError) {
            self.path = path
            self.durable = durable
            let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
            guard !path.isEmpty else {
                throw AtomicFileError(path: path, operation: "choose a file name", code: 0, message: "the path is empty")
            }
            guard !name.isEmpty, name != ".", name != ".." else {
                throw AtomicFileError(path: path, operation: "choose a file name", code: 0, message: "the path names a folder")
            }
            let folder = AtomicFile.folder(of: path)
            var template = Array("\(folder)/.\(name).tmp-XXXXXX".utf8CString)
            fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { throw AtomicFile.fail(path, "create a temporary file in \(folder)", errno) }
            tempPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            _ = flock(fd, LOCK_EX)  // held until the rename (or the process's death)
            if fchmod(fd, AtomicFile.mode(replacing: path)) != 0 { throw abandon("set the mode of \(tempPath)", errno) }
            var failure: Int32 = WriteFault.take(path)
            if failure == 0 { failure = Self.writeAll(bytes, to: fd) }
            if failure != 0 { throw abandon("write \(tempPath)", failure) }
            if durable && fsync(fd) != 0 { throw abandon("flush \(tempPath) to disk", errno) }
        }

        deinit { if fd >= 0 { cancel() } }

        /// Renames the temporary file over the target (and makes the rename durable).
        public func commit() throws(AtomicFileError) {
            guard fd >= 0 else { return }
            if rename(tempPath, path) != 0 { throw abandon("rename \(tempPath) to \(path)", errno) }
            let closed = close(fd) == 0 ? 0 : errno
            fd = -1
            if closed != 0 { throw AtomicFile.fail(path, "close \(path)", closed) }
            // Make the rename itself durable; a failure here no longer endangers either file.
            let dirFD = durable ? POSIX.openFolder(AtomicFile.folder(of: path)) : -1
            if dirFD >= 0 {
                _ = fsync(dirFD)
                close(dirFD)
            }
        }

        /// Removes the temporary file; the target stays as it was.
        public func cancel() {
            guard fd >= 0 else { return }
            unlink(tempPath)
            close(fd)
            fd = -1
        }

        private func abandon(_ operation: String, _ code: Int32) -> AtomicFileError {
            cancel()
            return AtomicFile.fail(path, operation, code)
        }

        private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
            bytes.withUnsafeBytes { raw -> Int32 in
                var done = 0
                while done < raw.count {
                    let written = POSIX.write(fd, raw.baseAddress! + done, raw.count - done)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    done += written
                }
                return 0
            }
        }
    }

    /// The permission bits for a file replacing `path`: a regular file's own, without the
    /// setuid, setgid and sticky bits; rw-r--r-- for anything else.
    static func mode(replacing path: String) -> mode_t {
        var old = stat()
        guard lstat(path, &old) == 0, (old.st_mode & S_IFMT) == S_IFREG else { return 0o644 }
        return old.st_mode & 0o777
    }

    static func fail(_ path: String, _ operation: String, _ code: Int32) -> AtomicFileError {
        AtomicFileError(path: path, operation: operation, code: code, message: FileBytes.errnoText(code))
    }

    /// The folder part of a path ("." for a bare name, "/" for a file at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }
}
