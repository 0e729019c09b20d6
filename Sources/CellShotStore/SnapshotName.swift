/// Turns any text into a file-name part that stays inside its folder: letters, digits and
/// `-_.+@=,` are kept, everything else (`/`, `\`, NUL, spaces, control and non-ASCII
/// characters) becomes `_`, a leading `.` becomes `_` (so `..` cannot climb), and a name above
/// ``maxLength`` bytes is cut and ends with a hash of the whole text, so long names stay unique.
public enum SnapshotName {
    /// Longest sanitised name in bytes (file systems allow 255; the extension and markers need room).
    public static let maxLength = 160

    /// The sanitised form of `text` (never empty).
    public static func sanitize(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "+", "@", "=", ",": out.unicodeScalars.append(scalar)
            default: out += "_"
            }
        }
        if out.hasPrefix(".") { out = "_" + out.dropFirst() }
        if out.isEmpty { out = "_" }
        guard out.utf8.count > maxLength else { return out }
        return String(out.prefix(maxLength - 17)) + "-" + hash(text)
    }

    /// 16 hex digits of a 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    static func hash(_ text: String) -> String { FileDigest.hex(FileDigest.fnv1a(Array(text.utf8))) }
}
