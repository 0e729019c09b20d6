import CellShotRaster
import Foundation

/// Colour components in the notations Xcode writes into a colorset: a float ("0.502"), an
/// 8-bit integer ("128") or hex ("0x80"); in sRGB, extended sRGB, Display P3 (converted to
/// sRGB and clamped) or grey ("white").
enum AssetColor {
    static func parse(_ color: [String: Any], file: String) throws(AssetError) -> Color {
        let space = (color["color-space"] as? String) ?? "srgb"
        guard let components = color["components"] as? [String: Any] else {
            throw .badColor(file: file, field: "color.components", value: "missing")
        }
        func component(_ key: String, _ def: Double? = nil) throws(AssetError) -> Double {
            guard let raw = components[key] else {
                if let def { return def }
                throw .badColor(file: file, field: "components.\(key)", value: "missing")
            }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            guard let number = value(text) else { throw .badColor(file: file, field: "components.\(key)", value: text) }
            return number
        }
        let alpha = try component("alpha", 1)
        switch space {
        case "gray-gamma-22", "extended-gray":
            let white = try component("white")
            return Color(white: white, alpha: alpha)
        case "srgb", "extended-srgb":
            return Color(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "display-p3":
            return p3(try component("red"), try component("green"), try component("blue"), alpha)
        default:
            throw .badColor(file: file, field: "color-space", value: space)
        }
    }

    /// "0.5" → 0.5, "128" → 128/255, "0x80" → 128/255; nil outside 0…1 / 0…255 or unreadable.
    static func value(_ text: String) -> Double? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            guard text.count <= 4, let byte = UInt8(text.dropFirst(2), radix: 16) else { return nil }
            return Double(byte) / 255
        }
        if !text.contains("."), let integer = Int(text) {
            guard (0...255).contains(integer) else { return nil }
            return integer <= 1 ? Double(integer) : Double(integer) / 255
        }
        guard let fraction = Double(text), fraction.isFinite, (0...1).contains(fraction) else { return nil }
        return fraction
    }

    /// Display P3 to sRGB: linearise (both use the sRGB curve), convert primaries, clamp, encode.
    static func p3(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> Color {
        let lr = DeterministicMath.srgbToLinear(red), lg = DeterministicMath.srgbToLinear(green), lb = DeterministicMath.srgbToLinear(blue)
        let sr = 1.2249401 * lr - 0.2249404 * lg
        let sg = -0.0420569 * lr + 1.0420571 * lg
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return Color(red: encode(sr), green: encode(sg), blue: encode(sb), alpha: alpha)
    }

    /// Linear light to the sRGB curve, clamped to 0…1; x^(1/2.4) as (x^(1/12))^5.
    static func encode(_ linear: Double) -> Double {
        let clamped = min(1, max(0, linear))
        if clamped <= 0.0031308 { return 12.92 * clamped }
        let root = DeterministicMath.nthRoot(clamped, 12)
        return 1.055 * (root * root * root * root * root) - 0.055
    }
}
