/// The run-time states of a MetaCellKit cell that a snapshot can show.
public enum VisualState: Hashable, Sendable {
    case normal
    /// Touch down: the style's highlighted background.
    case highlighted
    /// Selected row: the style's selected background.
    case selected
    /// In-place editing: edit chrome around the title (placeholder when the title is empty),
    /// and the configured character count, orange near the limit and red over it.
    case editing
    /// Validation failed: an error-coloured border and the message on a line under the content.
    case validationFailed(message: String)

    /// A short stable name for dumps and file names.
    public var name: String {
        switch self {
        case .normal: return "normal"
        case .highlighted: return "highlighted"
        case .selected: return "selected"
        case .editing: return "editing"
        case .validationFailed: return "validationFailed"
        }
    }
}
