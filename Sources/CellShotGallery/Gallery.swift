import CellShotLayout
import CellShotRaster
import CellShotText
import Foundation

/// One gallery sample: a card cell, a custom cell model, or anything else that lays out to a
/// ``LayoutTree`` (a table, a screen) at a width in an environment, saved as `<name>.png` and
/// `<name>.txt` (its layout dump).
public struct GalleryEntry: Sendable {
    /// What a sample shows.
    public enum Subject: Sendable {
        /// The MetaCellKit card cell.
        case card(Cell)
        /// A cell model described with views.
        case model(any CellModel & Sendable)
        /// A table, a screen or any other layout, made by a function of width and environment.
        case layout(@Sendable (Double, CellEnvironment) throws -> LayoutTree)
    }

    /// File-name-safe unique name.
    public var name: String
    /// The card or model.
    public var subject: Subject
    /// Row width in points.
    public var width: Double
    /// Appearance, Dynamic Type, scale, direction, locale.
    public var environment: CellEnvironment

    /// A card-cell sample.
    public init(name: String, cell: Cell, width: Double = DeviceWidth.standard, environment: CellEnvironment = .standard) {
        self.init(name: name, subject: .card(cell), width: width, environment: environment)
    }

    /// A sample of any subject.
    public init(name: String, subject: Subject, width: Double = DeviceWidth.standard, environment: CellEnvironment = .standard) {
        self.name = name; self.subject = subject; self.width = width; self.environment = environment
    }

    /// A sample laid out by `layout(width, environment)` (tables, screens).
    public init(name: String, width: Double = DeviceWidth.standard, environment: CellEnvironment = .standard,
                layout: @escaping @Sendable (Double, CellEnvironment) throws -> LayoutTree) {
        self.init(name: name, subject: .layout(layout), width: width, environment: environment)
    }

    /// The card cell, for card samples.
    public var cell: Cell? {
        if case let .card(card) = subject { return card }
        return nil
    }

    /// The sample laid out at its width in its environment.
    public func layout() throws -> LayoutTree {
        switch subject {
        case let .card(cell): return try cell.layout(width: width, environment: environment)
        case let .model(model): return try model.layout(width: width, environment: environment)
        case let .layout(make): return try make(width, environment)
        }
    }
}

/// The built-in sample gallery: both styles × 0–3 chips × light/dark, every visual state,
/// Dynamic Type sizes, right-to-left, icon alignments, title modes, widths, scales, locales,
/// bound sample data and awkward input. Snapshots/catalog.yaml describes the same snapshots (`snapshot verify`, `snapshot record`).
public enum Gallery {
    static let task = SampleData.sampleTasks()[0]
    static let longTitle = "Review the quarterly financial reports and prepare a summary presentation for the board meeting next week"

    /// Chips like the MetaCellKit screenshots: due date, created, priority.
    static let chips: [ChipConfiguration] = [
        ChipConfiguration(icon: "calendar", backgroundColor: .system(.systemRed)),
        ChipConfiguration(icon: "clock", backgroundColor: .system(.systemBlue)),
        ChipConfiguration(icon: "flag.fill", backgroundColor: .system(.systemGreen)),
    ]

    /// The detail style's black badge (label colour on background), as in the screenshots.
    static let detailBadge = BadgeConfiguration(backgroundColor: .system(.label), textColor: .system(.systemBackground))

    /// A configuration with `count` gallery chips.
    public static func configuration(_ style: CellStyle, chips count: Int) -> CellConfiguration {
        var configuration = CellConfiguration.preset(metadataViews: count, style: style)
        configuration.metadataConfigs = Array(chips.prefix(count))
        if style == .detail { configuration.badge = detailBadge }
        return configuration
    }

    static func cell(_ style: CellStyle, chips count: Int, state: VisualState = .normal, task: TaskData = Gallery.task) -> Cell {
        CellBinding.cell(for: task, configuration: configuration(style, chips: count), state: state)
    }

    static func env(_ appearance: Appearance = .light, size: ContentSizeCategory = .large, scale: Double = 3,
                    rtl: Bool = false, locale: CellLocale = .standard) -> CellEnvironment {
        CellEnvironment(appearance: appearance, contentSize: size, scale: scale, layoutDirection: rtl ? .rightToLeft : .leftToRight, locale: locale)
    }

    /// A Thai task title ("Review the quarterly work plan with the design and development teams").
    static let thaiTitle = "ประชุมทบทวนแผนงานประจำไตรมาสกับทีมออกแบบและทีมพัฒนา"

    /// Japanese, Simplified Chinese, Korean and Traditional Chinese task titles (a design review
    /// with the team, at 10:00), each with the locale its cell renders in (the Traditional one
    /// in `zh-Hant`: its regional forms).
    static let cjkTitles: [(String, String, CellLocale)] = [
        ("japanese", "「デザインレビュー」をチームと10時から行います。資料を事前に共有してください。", .standard),
        ("chinese", "与设计团队一起进行季度评审，请提前准备好资料。", .standard),
        ("korean", "디자인 팀과 함께 분기별 검토 회의를 10시에 진행합니다", .standard),
        ("traditional-chinese", "與設計團隊一起進行季度評審，請提前準備好資料。", CellLocale("zh-Hant"))]

    /// Every sample, in a fixed order with unique file-name-safe names.
    public static func entries() -> [GalleryEntry] {
        stylesEntries() + statesEntries() + environmentsEntries() + contentEntries() + screenshotsEntries() + edgesEntries()
            + CustomCellGallery.entries() + TableGallery.entries() + IconGallery.entries() + ScriptGallery.entries()
    }

    /// Styles × chips × appearance, and the master screenshot's tint.
    private static func stylesEntries() -> [GalleryEntry] {
        var entries: [GalleryEntry] = []
        // Styles × chips × appearance
        for style in CellStyle.allCases {
            for count in 0...3 {
                for appearance in Appearance.allCases {
                    entries.append(GalleryEntry(name: "\(style.rawValue)-\(count)chips-\(appearance.rawValue)", cell: cell(style, chips: count), environment: env(appearance)))
                }
            }
        }
        // The master screenshot's look: red icon, title and badge.
        var tinted = cell(.master, chips: 0)
        tinted.title = "Single Tasks"; tinted.icon = "doc"; tinted.badge = "6"
        tinted.configuration.iconTint = .system(.systemRed); tinted.configuration.titleColor = .system(.systemRed)
        entries.append(GalleryEntry(name: "master-tinted-light", cell: tinted))
        return entries
    }

    /// Visual states: highlighted, selected, editing with its counters, validation.
    private static func statesEntries() -> [GalleryEntry] {
        var entries: [GalleryEntry] = []
        // Visual states
        for style in CellStyle.allCases {
            for state in [VisualState.highlighted, .selected] {
                entries.append(GalleryEntry(name: "\(style.rawValue)-\(state.name)-light", cell: cell(style, chips: 2, state: state)))
            }
        }
        entries.append(GalleryEntry(name: "detail-selected-dark", cell: cell(.detail, chips: 2, state: .selected), environment: env(.dark)))
        for (display, title, suffix) in [(CharacterCountDisplay.count, "Complete project proposal", "count"),
                                         (.remaining, "Complete project proposal", "remaining"),
                                         (.both, "Complete the project proposal and send it to the whole team", "both-warning"),
                                         (.both, "Complete the project proposal, send it to the whole team and book a room for the review", "both-error"),
                                         (.count, "", "placeholder")] {
            var card = cell(.detail, chips: 1, state: .editing)
            card.title = title
            card.configuration.editing = EditingConfiguration(isEditingEnabled: true, maxTextLength: 70, characterCountDisplay: display,
                                                           placeholderText: "Enter task description...")
            card.configuration.iconAlignment = .top
            entries.append(GalleryEntry(name: "detail-editing-\(suffix)-light", cell: card))
            if suffix == "both-warning" { entries.append(GalleryEntry(name: "detail-editing-\(suffix)-dark", cell: card, environment: env(.dark))) }
        }
        var masterEditing = cell(.master, chips: 0, state: .editing)
        masterEditing.configuration.editing = EditingConfiguration(isEditingEnabled: true, maxTextLength: 100, characterCountDisplay: .both)
        entries.append(GalleryEntry(name: "master-editing-light", cell: masterEditing))
        let failed = VisualState.validationFailed(message: "Task must contain actionable words")
        entries.append(GalleryEntry(name: "detail-validation-light", cell: cell(.detail, chips: 2, state: failed)))
        entries.append(GalleryEntry(name: "detail-validation-dark", cell: cell(.detail, chips: 2, state: failed), environment: env(.dark)))
        entries.append(GalleryEntry(name: "master-validation-light", cell: cell(.master, chips: 1, state: failed)))
        return entries
    }

    /// Dynamic Type sizes and right-to-left.
    private static func environmentsEntries() -> [GalleryEntry] {
        var entries: [GalleryEntry] = []
        // Dynamic Type
        for size in [ContentSizeCategory.extraSmall, .extraExtraExtraLarge, .accessibilityLarge] {
            entries.append(GalleryEntry(name: "detail-2chips-\(size.rawValue)", cell: cell(.detail, chips: 2), environment: env(size: size)))
        }
        entries.append(GalleryEntry(name: "master-0chips-accessibilityExtraExtraExtraLarge-dark", cell: cell(.master, chips: 0),
                              environment: env(.dark, size: .accessibilityExtraExtraExtraLarge)))

        // Right-to-left
        entries.append(GalleryEntry(name: "detail-3chips-rtl", cell: cell(.detail, chips: 3), environment: env(rtl: true)))
        entries.append(GalleryEntry(name: "master-1chip-rtl-dark", cell: cell(.master, chips: 1), environment: env(.dark, rtl: true)))
        return entries
    }

    /// Icon alignment, title modes, widths and scales.
    private static func contentEntries() -> [GalleryEntry] {
        var entries: [GalleryEntry] = []
        // Icon alignment with a three-line title
        for align in IconAlignment.allCases {
            var card = cell(.detail, chips: 1)
            card.title = longTitle
            card.configuration.iconAlignment = align
            entries.append(GalleryEntry(name: "detail-align-\(align.rawValue)", cell: card))
        }
        // Title modes
        var label2 = cell(.master, chips: 1)
        label2.title = longTitle + ". " + longTitle
        label2.configuration.titleMode = .label(numberOfLines: 2)
        entries.append(GalleryEntry(name: "master-label-2lines", cell: label2))
        var textView = cell(.detail, chips: 2)
        textView.title = "This is a task due today. Long press on iPhone / iPad (double finger tap on Mac) to trigger the contextual menu and choose Mark as Done."
        textView.configuration.titleMode = .textView
        entries.append(GalleryEntry(name: "detail-textview", cell: textView))

        // Widths and scales
        entries.append(GalleryEntry(name: "detail-3chips-320", cell: cell(.detail, chips: 3), width: DeviceWidth.compact))
        entries.append(GalleryEntry(name: "master-2chips-ipad-768", cell: cell(.master, chips: 2), width: DeviceWidth.iPad, environment: env(scale: 2)))
        entries.append(GalleryEntry(name: "detail-2chips-430-1x", cell: cell(.detail, chips: 2), width: DeviceWidth.proMax, environment: env(scale: 1)))
        entries.append(GalleryEntry(name: "master-3chips-393-2x", cell: cell(.master, chips: 3), width: DeviceWidth.pro, environment: env(scale: 2)))
        return entries
    }

    /// The screenshots' cells, locales and the sample data.
    private static func screenshotsEntries() -> [GalleryEntry] {
        var entries: [GalleryEntry] = []
        // The "Decide" screenshot's cells (393 pt): red "not set" chips, no badge on tasks.
        let muted = DynamicColor(light: Color(red: 0.78, green: 0.31, blue: 0.32), dark: Color(red: 0.85, green: 0.38, blue: 0.38))
        var decide = Cell(title: "Monday: 5 minutes aerobic", icon: "doc.on.doc",
                          configuration: configuration(.detail, chips: 2))
        decide.configuration.metadataConfigs = [ChipConfiguration(icon: "at", backgroundColor: muted),
                                                ChipConfiguration(icon: "clock", backgroundColor: muted)]
        decide.configuration.showDisclosureIndicator = false
        decide.configuration.iconAlignment = .top
        entries.append(GalleryEntry(name: "detail-screenshot-decide", cell: decide, width: DeviceWidth.pro))

        // The "Assess" screenshot's master cell (393 pt): muted red icon, title and badge.
        var assess = Cell(title: "Single Tasks", icon: "doc", badge: "6", configuration: configuration(.master, chips: 0))
        assess.configuration.iconTint = muted; assess.configuration.titleColor = muted
        assess.configuration.badge = BadgeConfiguration(backgroundColor: muted)
        entries.append(GalleryEntry(name: "master-screenshot-assess", cell: assess, width: DeviceWidth.pro))

        // Locales and the sample data
        entries.append(GalleryEntry(name: "detail-3chips-de", cell: cell(.detail, chips: 3), environment: env(locale: .de)))
        // Thai writes no spaces between words: the title wraps between dictionary words.
        var thai = cell(.detail, chips: 2)
        thai.title = thaiTitle
        for appearance in Appearance.allCases { entries.append(GalleryEntry(name: "detail-2chips-thai-\(appearance.rawValue)", cell: thai, environment: env(appearance))) }
        // A right-to-left Arabic title with a phone number and times; a Latin title with times,
        // an arrow, a dash and accented names.
        var phone = cell(.detail, chips: 2)
        phone.title = "اتصل على ‎+1 (555) 123-4567 بين 9:30 و 10:45"
        entries.append(GalleryEntry(name: "detail-2chips-arabic-phone-rtl", cell: phone, environment: env(rtl: true)))
        var latin = cell(.detail, chips: 2)
        latin.title = "9:41 AM · 12:30–13:00 -> Zoë, José & Ångström"
        entries.append(GalleryEntry(name: "detail-2chips-latin-times", cell: latin))
        // Japanese, Simplified Chinese and Korean titles: CJK lines break between characters with
        // kinsoku, Korean at spaces.
        for (script, title, locale) in cjkTitles {
            var card = cell(.detail, chips: 2)
            card.title = title
            for appearance in Appearance.allCases {
                entries.append(GalleryEntry(name: "detail-2chips-\(script)-\(appearance.rawValue)", cell: card, environment: env(appearance, locale: locale)))
            }
        }
        let configs = SampleData.sampleConfigurations()
        for (i, task) in SampleData.sampleTasks().enumerated() {
            entries.append(GalleryEntry(name: "sample-\(i)", cell: CellBinding.cell(for: task, configuration: configs[i % configs.count])))
        }
        return entries
    }

    /// Awkward input and colour emoji.
    private static func edgesEntries() -> [GalleryEntry] {
        var entries: [GalleryEntry] = []
        // Awkward input
        var empty = cell(.detail, chips: 1); empty.title = ""
        entries.append(GalleryEntry(name: "edge-empty-title", cell: empty))
        var huge = cell(.master, chips: 3)
        huge.title = String(repeating: "Very long title ", count: 320)
        huge.configuration.titleMode = .label(numberOfLines: 3)
        entries.append(GalleryEntry(name: "edge-5000-characters", cell: huge))
        struct Unbindable { let count = 3; let flag = true }
        entries.append(GalleryEntry(name: "edge-no-bindable-properties", cell: CellBinding.cell(for: Unbindable(), configuration: .basic(style: .master))))
        var loud = cell(.detail, chips: 2)
        loud.configuration.metadataConfigs[0].backgroundColor = DynamicColor(Color(red: 1.7, green: -0.4, blue: .nan))
        entries.append(GalleryEntry(name: "edge-out-of-range-colours", cell: loud))
        var fixed = cell(.detail, chips: 2); fixed.height = 60
        entries.append(GalleryEntry(name: "edge-explicit-height", cell: fixed))
        // Colour emoji beside the text face.
        var emoji = cell(.detail, chips: 2); emoji.title = "Team offsite 🎉🏖️🚀"
        for appearance in Appearance.allCases { entries.append(GalleryEntry(name: "emoji-title-\(appearance.rawValue)", cell: emoji, environment: env(appearance))) }
        return entries
    }
}
