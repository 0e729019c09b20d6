/// Text from a catalog or a report made safe for a GitHub Markdown table cell (the step
/// summary): HTML is escaped (no `<img>`, no `<!--` that hides the rest), Markdown
/// punctuation is backslash-escaped (no links, images or emphasis), `|` cannot end the cell
/// and a line break cannot end the row. Controls are written out as on a terminal.
public enum MarkdownText {
    /// `text` as the literal content of one table cell.
    public static func cell(_ text: String) -> String {
        var out = ""
        for ch in TerminalText.safe(text) {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\r\n", "\t": out += " "
            case "\\", "`", "*", "_", "[", "]", "(", ")", "#", "!", "~", "|", "{", "}", "+", "-", ".", ":", "@":
                out += "\\" + String(ch)
            default: out.append(ch)
            }
        }
        return out
    }
}
