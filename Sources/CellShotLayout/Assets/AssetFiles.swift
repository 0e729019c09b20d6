import Foundation

/// Reading a catalog's files safely: bounded sizes, no symlinks followed out of the catalog,
/// no `..` or absolute names in `Contents.json`.
enum AssetFiles {
    /// Largest `Contents.json` read.
    static let maxContentsBytes = 1 << 20
    /// Largest image or SVG file read.
    static let maxImageBytes = 32 << 20

    /// The JSON object of `folder/Contents.json`, or a typed error naming it.
    static func contents(_ folder: URL, root: URL) throws(AssetError) -> [String: Any] {
        let url = folder.appendingPathComponent("Contents.json")
        let name = relative(url, root)
        let bytes = try read(url, name: name, limit: maxContentsBytes, missing: { .badContents(file: name, reason: "missing") })
        guard let object = try? JSONSerialization.jsonObject(with: bytes), let dict = object as? [String: Any] else {
            throw .badContents(file: name, reason: "not a JSON object")
        }
        return dict
    }

    /// The bytes of a file an asset lists, which must be a plain name inside `folder`.
    static func member(_ filename: String, in folder: URL, root: URL) throws(AssetError) -> Data {
        let name = relative(folder, root) + "/" + filename
        guard !filename.isEmpty, !filename.contains("/"), !filename.contains("\\"), filename != "..", filename != "." else {
            throw .badFile(file: name, reason: "a file name must not leave its asset folder")
        }
        let url = folder.appendingPathComponent(filename)
        let real = url.resolvingSymlinksInPath().path, base = root.resolvingSymlinksInPath().path + "/"
        guard real.hasPrefix(base) else { throw .badFile(file: name, reason: "points outside the catalog") }
        return try read(url, name: name, limit: maxImageBytes, missing: { .badFile(file: name, reason: "listed in Contents.json but missing") })
    }

    private static func read(_ url: URL, name: String, limit: Int, missing: () -> AssetError) throws(AssetError) -> Data {
        guard let attrs = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path) else { throw missing() }
        guard attrs[.type] as? FileAttributeType == .typeRegular else { throw .badFile(file: name, reason: "not a regular file") }
        guard let size = attrs[.size] as? Int, size <= limit else { throw .badFile(file: name, reason: "larger than \(limit) bytes") }
        guard let data = try? Data(contentsOf: url) else { throw missing() }
        guard data.count <= limit else { throw .badFile(file: name, reason: "larger than \(limit) bytes") }
        return data
    }

    static func relative(_ url: URL, _ root: URL) -> String {
        let path = url.standardizedFileURL.path, rootPath = root.standardizedFileURL.path
        return path.hasPrefix(rootPath) ? root.lastPathComponent + path.dropFirst(rootPath.count) : path
    }

    /// The entries of a folder that are real folders (symlinks are not followed), sorted by name.
    static func subfolders(_ folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            let child = folder.appendingPathComponent(name)
            guard let kind = (try? FileManager.default.attributesOfItem(atPath: child.path))?[.type] as? FileAttributeType,
                  kind == .typeDirectory else { return nil }
            return child
        }
    }
}
