import Foundation

/// A test hook in ``AtomicFile``: makes the N-th write of a file under a folder fail with an
/// errno (ENOSPC for a full disk) after its temporary file was created, as a disk that fills
/// up mid-run does. Scoped by folder so tests running in parallel do not see each other's faults.
package enum WriteFault {
    private struct Armed {
        var folder: String
        var remaining: Int
        var code: Int32
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var armed: [Armed] = []

    /// From now on, the `nth` (1-based) and every later write of a file under `folder` fails
    /// with `code`, until ``clear(_:)``.
    package static func inject(_ code: Int32, atWrite nth: Int, under folder: String) {
        lock.lock(); defer { lock.unlock() }
        armed.append(Armed(folder: folder.hasSuffix("/") ? folder : folder + "/", remaining: max(1, nth), code: code))
    }

    /// Removes the faults under `folder`.
    package static func clear(_ folder: String) {
        lock.lock(); defer { lock.unlock() }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        armed.removeAll { $0.folder == prefix }
    }

    /// The errno the write of `path` must fail with, or 0.
    static func take(_ path: String) -> Int32 {
        lock.lock(); defer { lock.unlock() }
        guard let index = armed.firstIndex(where: { path.hasPrefix($0.folder) }) else { return 0 }
        armed[index].remaining -= 1
        return armed[index].remaining <= 0 ? armed[index].code : 0
    }
}
