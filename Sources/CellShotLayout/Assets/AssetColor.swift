import CellShotRaster
import Foundation

/// Colour components in the notations Xcode writes into a colorset: a float ("0.502"), an
/// 8-bit integer ("128") or hex ("0x80"); in sRGB, extended sRGB, Display P3 (converted to
/// sRGB and clamped) or grey ("white").
enum AssetColor {
    static func parse(_ color: [String: Any], file: String) throws(AssetError) -> Color {
        let space = (color["color-space"] as? String) ?? "srgb"
        guard let c = color["components"] as? [String: Any] else {
            throw .badColor(file: file, field: "color.components", value: "missing")
        }
        func component(_ key: String, _ def: Double? = nil) throws(AssetError) -> Double {
            guard let raw = c[key] else {
                if let def { return def }
                throw .badColor(file: file, field: "components.\(key)", value: "missing")
            }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            guard let v = value(text) else { throw .badColor(file: file, field: "components.\(key)", value: text) }
            return v
        }
        let alpha = try component("alpha", 1)
        switch space {
        case "gray-gamma-22", "extended-gray":
            let w = try component("white")
            return Color(white: w, alpha: alpha)
        case "srgb", "extended-srgb":
            return Color(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "display-p3":
            return p3(try component("red"), try component("green"), try component("blue"), alpha)
        default:
            throw .badColor(file: file, field: "color-space", value: space)
        }
    }

    /// "0.5" → 0.5, "128" → 128/255, "0x80" → 128/255; nil outside 0…1 / 0…255 or unreadable.
    static func value(_ s: String) -> Double? {
        if s.hasPrefix("0x") || s.hasPrefix("0X") {
            guard s.count <= 4, let v = UInt8(s.dropFirst(2), radix: 16) else { return nil }
            return Double(v) / 255
        }
        if !s.contains("."), let i = Int(s) {
            guard (0...255).contains(i) else { return nil }
            return i <= 1 ? Double(i) : Double(i) / 255
        }
        guard let d = Double(s), d.isFinite, (0...1).contains(d) else { return nil }
        return d
    }

    /// Display P3 to sRGB: linearise (both use the sRGB curve), convert primaries, clamp, encode.
    static func p3(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Color {
        let lr = DeterministicMath.srgbToLinear(r), lg = DeterministicMath.srgbToLinear(g), lb = DeterministicMath.srgbToLinear(b)
        let sr = 1.2249401 * lr - 0.2249404 * lg
        let sg = -0.0420569 * lr + 1.0420571 * lg
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return Color(red: encode(sr), green: encode(sg), blue: encode(sb), alpha: a)
    }

    /// Linear light to the sRGB curve, clamped to 0…1; x^(1/2.4) as (x^(1/12))^5.
    static func encode(_ v: Double) -> Double {
        let x = min(1, max(0, v))
        if x <= 0.0031308 { return 12.92 * x }
        let r = DeterministicMath.nthRoot(x, 12)
        return 1.055 * (r * r * r * r * r) - 0.055
    }
}
