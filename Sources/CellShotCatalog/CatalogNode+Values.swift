import CellShotLayout
import CellShotRaster
import CellShotText
import Foundation
import Yams

/// Decoders for the catalog's shared value types: colours, dates, fonts, widths.
extension CatalogNode {
    static let colorExpected = "a system colour name (systemBlue, label…), white, black, clear, \"#RRGGBB\", \"#RRGGBBAA\", "
        + "{light: …, dark: …} or {red: …, green: …, blue: …, alpha: …}"

    /// A colour for both appearances: a system colour by name, a hex string, a light/dark
    /// pair or components (values outside 0…1 and `.nan` are kept: rendering clamps them).
    func dynamicColor() throws(CatalogError) -> DynamicColor {
        switch node {
        case .mapping:
            let keys = try fields(["light", "dark", "red", "green", "blue", "alpha"])
            if keys["light"] != nil || keys["dark"] != nil {
                guard keys["red"] == nil, keys["green"] == nil, keys["blue"] == nil, keys["alpha"] == nil else {
                    throw error("mixes light/dark with components", expected: Self.colorExpected)
                }
                return DynamicColor(light: try keys.required("light").dynamicColor().light, dark: try keys.required("dark").dynamicColor().dark)
            }
            return DynamicColor(try color())
        default:
            let text = try string()
            if text.hasPrefix("#") { return DynamicColor(try color()) }
            switch text {
            case "white": return .white
            case "black": return .black
            case "clear": return .clear
            default: break
            }
            guard let system = SystemColor(rawValue: text) else {
                var message = "unknown colour \"\(text)\""
                let names = SystemColor.allCases.map(\.rawValue) + ["white", "black", "clear"]
                if let near = Spelling.nearest(to: text, in: names) { message += "; did you mean \"\(near)\"?" }
                throw error(message, expected: Self.colorExpected)
            }
            return .system(system)
        }
    }

    /// One colour: `"#RRGGBB"`, `"#RRGGBBAA"` or `{red, green, blue, alpha}` (0…1 each).
    func color() throws(CatalogError) -> Color {
        if case .mapping = node {
            let keys = try fields(["red", "green", "blue", "alpha"])
            return Color(red: try keys.required("red").double(), green: try keys.required("green").double(),
                         blue: try keys.required("blue").double(), alpha: try keys["alpha"]?.double() ?? 1)
        }
        let text = try string()
        let digits = text.dropFirst()
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else {
            throw error("\(shown) is not a colour", expected: "\"#RRGGBB\", \"#RRGGBBAA\" or {red, green, blue, alpha}")
        }
        let rgb = digits.count == 8 ? value >> 8 : value
        let alpha = digits.count == 8 ? Double(value & 0xFF) / 255 : 1
        return Color(hex: rgb, alpha: alpha)
    }

    /// An instant: seconds since 1970 or an ISO 8601 date-time with a zone (`2024-01-16T12:00:00Z`).
    func date() throws(CatalogError) -> Date {
        let text = try string()
        if let seconds = Double(text), seconds.isFinite { return Date(timeIntervalSince1970: seconds) }
        let parser = ISO8601DateFormatter()
        guard let date = parser.date(from: text) else {
            throw error("\(shown) is not a date", expected: "seconds since 1970 or an ISO 8601 date-time such as 2024-01-16T12:00:00Z")
        }
        return date
    }

    /// A width in points: a number (1…4096) or a device preset name.
    func width() throws(CatalogError) -> Double {
        if case .scalar(let scalar) = node, let preset = Self.widthPresets.first(where: { $0.0 == scalar.string }) { return preset.1 }
        if case .scalar(let scalar) = node, Double(scalar.string) == nil {
            return try choice(Self.widthPresets)
        }
        return try double(in: 1...4096)
    }

    static let widthPresets: [(String, Double)] = [
        ("compact", DeviceWidth.compact), ("standard", DeviceWidth.standard), ("pro", DeviceWidth.pro),
        ("proMax", DeviceWidth.proMax), ("iPad", DeviceWidth.iPad), ("iPadAir", DeviceWidth.iPadAir),
    ]

    /// A font: `{size: 12, weight: medium}`.
    func font() throws(CatalogError) -> Font {
        let keys = try fields(["size", "weight"])
        let weights: [(String, FontWeight)] = [("regular", .regular), ("medium", .medium), ("semibold", .semibold), ("bold", .bold)]
        return Font(weight: try keys["weight"]?.choice(weights) ?? .regular, size: try keys.required("size").double(in: 1...200))
    }

    /// A UTC offset: `"+02:00"`, `"-05:30"`, `"UTC"` or a number of hours.
    func timeZone() throws(CatalogError) -> FixedTimeZone {
        let text = try string()
        if text == "UTC" || text == "Z" { return .utc }
        if let hours = Int(text), (-18...18).contains(hours) { return FixedTimeZone(hours: hours) }
        let parts = text.dropFirst().split(separator: ":")
        guard let sign = text.first, sign == "+" || sign == "-", parts.count == 2,
              let hours = Int(parts[0]), let minutes = Int(parts[1]), (0...18).contains(hours), (0...59).contains(minutes) else {
            throw error("\(shown) is not a UTC offset", expected: "UTC, \"+02:00\", \"-05:30\" or whole hours from -18 to 18")
        }
        return FixedTimeZone(hours: sign == "-" ? -hours : hours, minutes: minutes)
    }
}
