import Foundation

/// A model a cell can show: MetaCellKit's `CellDataProtocol`. Only `title` is required;
/// everything else is found by reflection (see ``CellBinding``).
public protocol CellDataProtocol {
    var title: String { get }
}

/// Binds any model value to a cell by reflection (`Mirror`), as MetaCellKit does:
/// - properties named `title`, `icon` (or `iconName`) and `badge` bind directly (String or
///   Optional<String>; an Int badge is written as a number);
/// - `Date` properties fill chips first, in declaration order: names containing
///   "created", "updated" or "modified" format relatively ("2h ago"), others as medium
///   ("15 Jan 2024");
/// - other String / Optional<String> properties with a value fill the remaining slots.
/// A value with none of these renders an empty-title cell and says so in the layout dump.
public enum CellBinding {
    /// A cell showing `model` with `configuration`.
    public static func cell(for model: Any, configuration: CellConfiguration = CellConfiguration(),
                            state: VisualState = .normal) -> Cell {
        var title: String?
        var icon: String?
        var badge: String?
        var dates: [MetadataValue] = []
        var strings: [MetadataValue] = []
        var notes: [String] = []
        for child in Mirror(reflecting: model).children {
            guard let label = child.label else { continue }
            let value = unwrap(child.value)
            switch label {
            case "title":
                if let text = value as? String { title = text }
                continue
            case "icon", "iconName":
                if let name = value as? String { icon = name }
                continue
            case "badge":
                if let text = value as? String { badge = text } else if let number = value as? Int { badge = String(number) }
                continue
            default: break
            }
            if let date = value as? Date {
                let lower = label.lowercased()
                let relative = ["created", "updated", "modified"].contains { lower.contains($0) }
                dates.append(.date(date, relative ? .relative : .medium))
            } else if let text = value as? String {
                strings.append(.text(text))
            }
        }
        if title == nil {
            notes.append(dates.isEmpty && strings.isEmpty && icon == nil && badge == nil
                ? "model \(type(of: model)) has no bindable properties: empty title"
                : "model \(type(of: model)) has no title property: empty title")
        }
        return Cell(title: title ?? "", icon: icon, badge: badge, metadata: dates + strings,
                    configuration: configuration, state: state, notes: notes)
    }

    /// Optional(x) → x; nil → nil.
    private static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let first = mirror.children.first else { return nil }
        return unwrap(first.value)
    }
}

extension Cell {
    /// MetaCellKit's `configure(with:configuration:)`: a cell bound from `data` by reflection.
    public init(data: some CellDataProtocol, configuration: CellConfiguration = CellConfiguration(), state: VisualState = .normal) {
        self = CellBinding.cell(for: data, configuration: configuration, state: state)
    }

    /// MetaCellKit's `configure(with:metadataViews:style:)`: the preset with `metadataViews` chips.
    public init(data: some CellDataProtocol, metadataViews: Int, style: CellStyle) {
        self.init(data: data, configuration: .preset(metadataViews: metadataViews, style: style))
    }
}
