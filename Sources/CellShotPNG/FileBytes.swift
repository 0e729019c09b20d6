#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with POSIX calls, so failures carry errno's text.
enum FileBytes {
    /// The system's text for an errno value.
    static func errnoText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text) + " (errno \(code))"
    }

    /// The bytes of the regular file at `path`, refusing files above `maxBytes`.
    static func read(_ path: String, maxBytes: Int) throws(PNGError) -> [UInt8] {
        func fail(_ operation: String, _ code: Int32 = errno) -> PNGError {
            PNGError(.io(operation: operation, message: errnoText(code)), path: path)
        }
        var fd: Int32
        repeat { fd = open(path, O_RDONLY) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw fail("open the file for reading") }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw fail("read the file's status") }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            throw PNGError(.io(operation: "read the file", message: "it is not a regular file"), path: path)
        }
        let size = Int(st.st_size)
        guard size <= maxBytes else {
            throw PNGError(.io(operation: "read the file",
                               message: "it is \(size) bytes, above the limit of \(maxBytes) bytes"), path: path)
        }
        var failure: Int32 = 0
        // Read `size` bytes plus one, so a file that grew meanwhile is still read correctly up to the limit.
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            var done = 0
            while done < buffer.count {
                let n = POSIX.read(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if n == 0 { break }
                done += n
            }
            count = failure == 0 ? done : 0
        }
        guard failure == 0 else { throw fail("read the file", failure) }
        guard bytes.count <= size else {
            throw PNGError(.io(operation: "read the file", message: "it changed size while being read"), path: path)
        }
        return bytes
    }
}
