/// Text from a catalog or a report made safe to print on a terminal: control characters
/// (escape and OSC sequences, carriage returns, backspaces, C1 controls, bidirectional
/// overrides) are shown as `\u{…}` instead of acting on the terminal. Newlines and tabs stay.
public enum TerminalText {
    /// `text` with every control character but newline and tab written out as `\u{XX}`.
    public static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// C0 and C1 controls, DEL, and the bidirectional embedding, override and isolate marks.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
