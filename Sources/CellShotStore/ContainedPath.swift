#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths that come from files a user did not write (a report downloaded from CI) must stay
/// inside the folder they belong to: resolved through every symbolic link, the path has to lie
/// inside the resolved folder, or it is refused.
public enum ContainedPath {
    /// A path that leaves its folder, or cannot be resolved.
    public struct Escape: Error, Equatable, Sendable, CustomStringConvertible {
        /// The path as given.
        public var path: String
        /// The folder it had to stay in.
        public var folder: String
        /// Why it is refused.
        public var reason: String

        public var description: String { "\"\(path)\" is refused: \(reason) (it must stay inside \(folder))" }
    }

    /// `relative` inside `folder`, resolved through symbolic links: an absolute path, an empty
    /// part or `..` is refused, and so is a path whose existing part resolves outside `folder`.
    /// The returned path is the resolved one (the part that does not exist yet appended).
    public static func resolve(_ relative: String, inside folder: String) throws(Escape) -> String {
        func refuse(_ reason: String) -> Escape { Escape(path: relative, folder: folder, reason: reason) }
        guard !relative.isEmpty else { throw refuse("the path is empty") }
        guard !relative.hasPrefix("/") else { throw refuse("it is absolute") }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." || $0.utf8.contains(0) }) else {
            throw refuse("it has an empty, \".\" or \"..\" part")
        }
        guard let root = real(folder) else { throw refuse("the folder cannot be resolved") }
        let resolved = resolveExisting("\(folder)/\(relative)")
        guard inside(resolved, root) else { throw refuse("it resolves to \(resolved)") }
        return resolved
    }

    /// Whether `first` and `second` are the same folder or one contains the other, after resolving
    /// symbolic links (a part that does not exist yet is taken as written).
    public static func overlap(_ first: String, _ second: String) -> Bool {
        let firstPath = resolveExisting(first), secondPath = resolveExisting(second)
        return firstPath == secondPath || inside(firstPath, secondPath) || inside(secondPath, firstPath)
    }

    /// Whether `path` lies strictly inside `folder` (both resolved).
    package static func inside(_ path: String, _ folder: String) -> Bool {
        folder == "/" ? path.count > 1 : path.hasPrefix(folder + "/")
    }

    /// The longest existing prefix of `path` resolved through symbolic links, with the rest
    /// appended as written (`..` in the rest climbs lexically).
    package static func resolveExisting(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (real(".") ?? ".") + "/" + path
        var parts = absolute.split(separator: "/").map(String.init)
        var rest: [String] = []
        while !parts.isEmpty {
            if let resolved = real("/" + parts.joined(separator: "/")) { return normalise(resolved, rest) }
            rest.insert(parts.removeLast(), at: 0)
        }
        return normalise("/", rest)
    }

    private static func normalise(_ base: String, _ rest: [String]) -> String {
        var parts = base.split(separator: "/").map(String.init)
        for part in rest where part != "." && !part.isEmpty {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// realpath(3): nil when the path does not exist or cannot be resolved.
    static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
