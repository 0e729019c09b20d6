import CellShotRaster
import CellShotText

/// MetaCellKit's two looks.
public enum CellStyle: String, Hashable, Sendable, CaseIterable {
    /// Subtle border, system background, minimal spacing, gentle shadow (list controllers).
    case master
    /// Paper-like background, enhanced shadow, more spacing (detail views).
    case detail

    /// This style's default metrics.
    public var metrics: CellMetrics { self == .master ? .master : .detail }
}

/// Where the icon sits against a multi-line title (badge and chevron follow it).
public enum IconAlignment: String, Hashable, Sendable, CaseIterable {
    /// Centred on the title's first line.
    case top
    /// Centred on the whole title.
    case middle
    /// Centred on the title's last line.
    case bottom
}

/// How the title is laid out.
public enum TitleMode: Hashable, Sendable {
    /// UILabel: wraps, at most `numberOfLines` lines (0 = unlimited), tail truncated with "…".
    case label(numberOfLines: Int)
    /// UITextView with zero insets: every line is shown.
    case textView
}

/// One chip (MetaCellKit's "metadata view"): icon, text and colours. `text == nil` takes the
/// cell's metadata value at the chip's index, or "not set" when there is none.
public struct ChipConfiguration: Hashable, Sendable {
    public var icon: String?
    public var text: String?
    public var backgroundColor: DynamicColor
    public var textColor: DynamicColor
    /// nil = the metrics' chip corner radius.
    public var cornerRadius: Double?
    /// nil = the metrics' chip font (12 pt medium, scaled with Dynamic Type).
    public var font: Font?

    public init(icon: String? = nil, text: String? = nil, backgroundColor: DynamicColor = .system(.systemBlue),
                textColor: DynamicColor = .white, cornerRadius: Double? = nil, font: Font? = nil) {
        self.icon = icon; self.text = text; self.backgroundColor = backgroundColor; self.textColor = textColor
        self.cornerRadius = cornerRadius; self.font = font
    }
}

/// The badge's look: a capsule that grows with its text, never smaller than the minimum size.
public struct BadgeConfiguration: Hashable, Sendable {
    public var backgroundColor: DynamicColor
    public var textColor: DynamicColor
    /// nil = the metrics' minimum size (24 pt).
    public var minimumSize: Double?
    public init(backgroundColor: DynamicColor = .system(.systemRed), textColor: DynamicColor = .white, minimumSize: Double? = nil) {
        self.backgroundColor = backgroundColor; self.textColor = textColor; self.minimumSize = minimumSize
    }
}

/// What the character count under an edited title shows.
public enum CharacterCountDisplay: String, Hashable, Sendable, CaseIterable {
    /// No count.
    case none
    /// "55/100"
    case count
    /// "45 characters remaining"
    case remaining
    /// "55/100 (45 remaining)"
    case both
}

/// In-place editing settings (what the snapshot of an editing cell shows).
public struct EditingConfiguration: Hashable, Sendable {
    public var isEditingEnabled: Bool
    /// 0 = no limit.
    public var maxTextLength: Int
    public var minTextLength: Int
    public var characterCountDisplay: CharacterCountDisplay
    public var placeholderText: String
    public var enablesDynamicHeight: Bool

    public init(isEditingEnabled: Bool = false, maxTextLength: Int = 0, minTextLength: Int = 0,
                characterCountDisplay: CharacterCountDisplay = .none, placeholderText: String = "Enter text…",
                enablesDynamicHeight: Bool = true) {
        self.isEditingEnabled = isEditingEnabled; self.maxTextLength = maxTextLength; self.minTextLength = minTextLength
        self.characterCountDisplay = characterCountDisplay; self.placeholderText = placeholderText
        self.enablesDynamicHeight = enablesDynamicHeight
    }
}

/// Everything about a cell except its content: MetaCellKit's `CellConfiguration`. The chip
/// properties keep MetaCellKit's names (`metadataViewCount`, `metadataConfigs`), which are
/// also the catalog's keys.
public struct CellConfiguration: Hashable, Sendable {
    /// At most 3 chips are supported.
    public static let maxMetadataViews = 3

    public var style: CellStyle
    /// 0…3 chips shown under the title.
    public var metadataViewCount: Int
    /// Per-chip looks; a missing entry uses the default (systemBlue chip, white text).
    public var metadataConfigs: [ChipConfiguration]
    public var showBadge: Bool
    public var badge: BadgeConfiguration
    public var showDisclosureIndicator: Bool
    public var titleMode: TitleMode
    public var iconAlignment: IconAlignment
    /// nil = the metrics' icon tint.
    public var iconTint: DynamicColor?
    /// nil = the metrics' title colour.
    public var titleColor: DynamicColor?
    public var editing: EditingConfiguration
    /// nil = the style's default metrics.
    public var metrics: CellMetrics?

    public init(style: CellStyle = .master, metadataViewCount: Int = 0, metadataConfigs: [ChipConfiguration] = [],
                showBadge: Bool = true, badge: BadgeConfiguration = BadgeConfiguration(), showDisclosureIndicator: Bool = true,
                titleMode: TitleMode = .label(numberOfLines: 0), iconAlignment: IconAlignment = .middle,
                iconTint: DynamicColor? = nil, titleColor: DynamicColor? = nil,
                editing: EditingConfiguration = EditingConfiguration(), metrics: CellMetrics? = nil) {
        self.style = style; self.metadataViewCount = metadataViewCount; self.metadataConfigs = metadataConfigs
        self.showBadge = showBadge; self.badge = badge; self.showDisclosureIndicator = showDisclosureIndicator
        self.titleMode = titleMode; self.iconAlignment = iconAlignment; self.iconTint = iconTint
        self.titleColor = titleColor; self.editing = editing; self.metrics = metrics
    }

    /// The metrics in effect.
    public var resolvedMetrics: CellMetrics { metrics ?? style.metrics }
}
