import CellShotIO
import CellShotRaster
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with a size limit, so a huge or endless file is refused, not loaded, and
/// a FIFO, socket, device or folder is refused without waiting (``FileBytes``).
enum LimitedFile {
    /// Why a file could not be read.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The bytes of `path`, refusing files larger than `limit` bytes and anything but a regular file.
    static func read(_ path: String, limit: Int) throws(Failure) -> Data {
        do {
            return Data(try FileBytes.read(path, maxBytes: limit))
        } catch {
            if error.message == FileBytes.errnoText(ENOENT) { throw Failure(description: "\(path) does not exist") }
            throw Failure(description: "\(path): cannot \(error.operation): \(error.message)")
        }
    }
}
