#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why ``FileBytes/read(_:maxBytes:)`` failed: what was being done and why, in one line.
package struct FileReadError: Error, Equatable, Sendable {
    /// What was being done ("open the file for reading", "read the file").
    package var operation: String
    /// Why it failed (errno's text, or what the file is instead of a regular file).
    package var message: String

    package init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }
}

/// Reads whole regular files with POSIX calls, so failures carry errno's text. Never blocks on
/// a FIFO, socket or device: the file is opened non-blocking and refused unless it is a
/// regular file; a file that changes size while it is read is refused too.
package enum FileBytes {
    /// The system's text for an errno value.
    package static func errnoText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text) + " (errno \(code))"
    }

    /// What a file of this `st_mode` is, when it is not a regular file.
    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        default: return "not a regular file"
        }
    }

    /// The bytes of the regular file at `path`, refusing files above `maxBytes`.
    package static func read(_ path: String, maxBytes: Int) throws(FileReadError) -> [UInt8] {
        guard !path.isEmpty else { throw FileReadError(operation: "open the file for reading", message: "the path is empty") }
        var fd: Int32
        // O_NONBLOCK: opening a FIFO with no writer must not wait for one.
        repeat { fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } while fd < 0 && errno == EINTR
        guard fd >= 0 else {
            let code = errno
            let message = code == ENXIO ? "it is a socket or a device without a reader, not a regular file" : errnoText(code)
            throw FileReadError(operation: "open the file for reading", message: message)
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileReadError(operation: "read the file's status", message: errnoText(errno)) }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            let kind = kindName(st.st_mode)
            throw FileReadError(operation: "read the file",
                                message: kind.hasPrefix("not") ? "it is \(kind)" : "it is \(kind), not a regular file")
        }
        let size = Int(st.st_size)
        guard size <= maxBytes else {
            throw FileReadError(operation: "read the file",
                                message: "it is \(size) bytes, above the limit of \(maxBytes) bytes")
        }
        var failure: Int32 = 0
        // Read `size` bytes plus one, so a file that grew meanwhile is noticed (and the read stays bounded).
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            var done = 0
            while done < buffer.count {
                let bytesRead = POSIX.read(fd, base + done, buffer.count - done)
                if bytesRead < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if bytesRead == 0 { break }
                done += bytesRead
            }
            count = failure == 0 ? done : 0
        }
        guard failure == 0 else { throw FileReadError(operation: "read the file", message: errnoText(failure)) }
        guard bytes.count == size else {
            throw FileReadError(
                operation: "read the file",
                message: "it changed size while being read (\(size) bytes when opened, \(bytes.count > size ? "more" : "\(bytes.count)") read)")
        }
        return bytes
    }
}

/// Thin wrappers that keep POSIX calls apart from same-named Swift members.
package enum POSIX {
    package static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }

    package static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, bytes, count)
        #else
        Darwin.write(fd, bytes, count)
        #endif
    }

    package static func openFolder(_ path: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.open(path, O_RDONLY)
        #else
        Darwin.open(path, O_RDONLY)
        #endif
    }
}
