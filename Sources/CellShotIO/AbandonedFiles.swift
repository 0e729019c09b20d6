import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFile {
    /// Seconds a temporary file must be unchanged before it counts as abandoned.
    static let minimumAge = 2

    /// Whether `name` has the form of an ``AtomicFile`` temporary file (`.NAME.tmp-XXXXXX`).
    public static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), let range = name.range(of: ".tmp-", options: .backwards) else { return false }
        let suffix = name[range.upperBound...]
        return suffix.count == 6 && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && range.lowerBound > name.index(after: name.startIndex)
    }

    /// The temporary files in `folder` left by writes that were killed (`kill -9`, a crash, a
    /// power cut), sorted: regular files of the temporary form that no running write holds
    /// locked. Files being written right now are not listed.
    public static func abandoned(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter(isTemporaryName).sorted().map { "\(folder)/\($0)" }.filter { path in
            withUnlocked(path) { _ in true } ?? false
        }
    }

    /// Removes ``abandoned(in:)`` files and returns their paths. Each is removed while this
    /// process holds its lock, so a write in progress never loses its temporary file.
    @discardableResult
    public static func removeAbandoned(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter(isTemporaryName).sorted().map { "\(folder)/\($0)" }.filter { path in
            withUnlocked(path) { fd in
                // Still the same file under that name (not renamed meanwhile): remove it.
                var opened = stat(), named = stat()
                guard fstat(fd, &opened) == 0, lstat(path, &named) == 0, opened.st_ino == named.st_ino, opened.st_dev == named.st_dev else { return false }
                return unlink(path) == 0
            } ?? false
        }
    }

    /// `body(fd)` with the regular file at `path` opened and locked without waiting; nil when it
    /// is not a regular file, cannot be opened, another process holds its lock, or it changed
    /// in the last ``minimumAge`` seconds (a write that has created it but not yet locked it).
    static func withUnlocked(_ path: String, _ body: (Int32) -> Bool) -> Bool? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Glibc)
        let modified = st.st_mtim.tv_sec
        #else
        let modified = st.st_mtimespec.tv_sec
        #endif
        guard time(nil) - modified >= minimumAge, flock(fd, LOCK_EX | LOCK_NB) == 0 else { return nil }
        return body(fd)
    }
}
