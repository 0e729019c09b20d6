import Foundation

/// GitHub Actions output shared by the test assertions and `snapshot verify`: workflow-command
/// escaping, text made safe for the step summary, and appending to `GITHUB_STEP_SUMMARY`.
public enum WorkflowCommand {
    /// `::error file=…,line=…,col=…,title=…::message`, every part escaped.
    public static func error(file: String, line: Int, column: Int, title: String, message: String) -> String {
        "::error file=\(property(file)),line=\(line),col=\(column),title=\(property(title))::\(data(message))"
    }

    /// Escapes a workflow-command property value.
    public static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// Escapes a workflow-command message; other control characters (escape sequences) are dropped.
    public static func data(_ text: String) -> String {
        rewrite(text) {
            switch $0 {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            default: nil
            }
        }
    }

    /// `text` for one Markdown table cell or line of the step summary: control characters
    /// (escape sequences) dropped, HTML markup and table separators escaped, lines joined.
    public static func markdown(_ text: String) -> String {
        rewrite(text) {
            switch $0 {
            case "\n": " "
            case "<": "&lt;"
            case ">": "&gt;"
            case "&": "&amp;"
            case "|": "\\|"
            case "`": "'"
            default: nil
            }
        }
    }

    /// `text` with the scalars `replacement` names replaced and the other control characters dropped.
    static func rewrite(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else if scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value) {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Appends `text` to the file named by `GITHUB_STEP_SUMMARY` in one write (so lines from
    /// parallel tests never interleave); does nothing when it is unset.
    public static func appendToStepSummary(_ text: String, environment: [String: String]) {
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
}
