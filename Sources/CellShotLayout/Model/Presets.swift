extension CellConfiguration {
    /// The default chips the presets use, one per slot: context (@), date (clock), priority (flag).
    public static let defaultMetadataConfigs: [ChipConfiguration] = [
        ChipConfiguration(icon: "at"),
        ChipConfiguration(icon: "clock"),
        ChipConfiguration(icon: "flag.fill"),
    ]

    /// Icon + title + badge + disclosure indicator (MetaCellKit `basicConfiguration(style:)`).
    public static func basic(style: CellStyle = .master) -> CellConfiguration {
        CellConfiguration(style: style, metadataViewCount: 0)
    }
    /// Basic + one chip (`singleMetadataConfiguration(style:)`).
    public static func singleMetadata(style: CellStyle = .master) -> CellConfiguration {
        withMetadata(1, style: style)
    }
    /// Basic + two chips (`dualMetadataConfiguration(style:)`).
    public static func dualMetadata(style: CellStyle = .master) -> CellConfiguration {
        withMetadata(2, style: style)
    }
    /// Basic + three chips (`tripleMetadataConfiguration(style:)`).
    public static func tripleMetadata(style: CellStyle = .master) -> CellConfiguration {
        withMetadata(3, style: style)
    }
    /// The preset with `count` (0…3) chips.
    public static func preset(metadataViews count: Int, style: CellStyle) -> CellConfiguration {
        count <= 0 ? basic(style: style) : withMetadata(count, style: style)
    }

    private static func withMetadata(_ count: Int, style: CellStyle) -> CellConfiguration {
        CellConfiguration(style: style, metadataViewCount: count, metadataConfigs: Array(defaultMetadataConfigs.prefix(count)))
    }
}

extension Cell {
    /// MetaCellKit's `basicConfiguration(style:)` under its original name.
    public static func basicConfiguration(style: CellStyle = .master) -> CellConfiguration { .basic(style: style) }
    /// MetaCellKit's `singleMetadataConfiguration(style:)`.
    public static func singleMetadataConfiguration(style: CellStyle = .master) -> CellConfiguration { .singleMetadata(style: style) }
    /// MetaCellKit's `dualMetadataConfiguration(style:)`.
    public static func dualMetadataConfiguration(style: CellStyle = .master) -> CellConfiguration { .dualMetadata(style: style) }
    /// MetaCellKit's `tripleMetadataConfiguration(style:)`.
    public static func tripleMetadataConfiguration(style: CellStyle = .master) -> CellConfiguration { .tripleMetadata(style: style) }
}
