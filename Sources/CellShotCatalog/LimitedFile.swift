import Foundation

/// Reads whole files with a size limit, so a huge or endless file is refused, not loaded.
enum LimitedFile {
    /// Why a file could not be read.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The bytes of `path`, refusing files larger than `limit` bytes.
    static func read(_ path: String, limit: Int) throws(Failure) -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
                throw Failure(description: isFolder.boolValue ? "\(path) is a folder, not a file" : "\(path) cannot be opened (permission denied?)")
            }
            throw Failure(description: "\(path) does not exist")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else { throw Failure(description: "\(path) is larger than the limit of \(limit) bytes") }
            return data
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "cannot read \(path): \(error.localizedDescription)")
        }
    }
}
