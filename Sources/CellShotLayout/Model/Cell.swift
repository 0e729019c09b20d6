import Foundation

/// One chip's value before formatting: text, or a date formatted at layout time
/// with the environment's now, locale and time zone.
public enum MetadataValue: Hashable, Sendable {
    case text(String)
    case date(Date, CellDateStyle)
}

/// A card cell: content, configuration and the visual state to draw.
public struct Cell: Hashable, Sendable {
    public var title: String
    /// An icon name from ``IconLibrary`` (SF-Symbols-style, e.g. "doc.text"); nil = no icon.
    public var icon: String?
    /// Badge text ("3", "New"); nil hides the badge.
    public var badge: String?
    /// Values for the chips, in order.
    public var metadata: [MetadataValue]
    public var configuration: CellConfiguration
    public var state: VisualState
    /// An explicit height in points (of the whole row); nil = self-sizing.
    public var height: Double?
    /// Remarks carried into the layout dump (e.g. from model binding).
    public var notes: [String]

    public init(title: String, icon: String? = nil, badge: String? = nil, metadata: [MetadataValue] = [],
                configuration: CellConfiguration = CellConfiguration(), state: VisualState = .normal,
                height: Double? = nil, notes: [String] = []) {
        self.title = title; self.icon = icon; self.badge = badge; self.metadata = metadata
        self.configuration = configuration; self.state = state; self.height = height; self.notes = notes
    }
}
