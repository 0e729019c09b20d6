#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// Variants of the symbols inside (`.symbolVariant(.fill)`: `bell` draws `bell.fill`): a shape
/// (circle, square, rectangle), a slash and a fill, added to a symbol's name in SF Symbols'
/// order (`bell.circle.fill`, `bell.slash.fill`); a symbol whose name already has a part keeps
/// it, and a name the icon set cannot draw falls back to the symbol as written, as SwiftUI does.
public struct SymbolVariants: Hashable, Sendable {
    let shape: String?
    let slashed: Bool
    let filled: Bool

    public static let none = SymbolVariants(shape: nil, slashed: false, filled: false)
    public static let fill = SymbolVariants(shape: nil, slashed: false, filled: true)
    public static let slash = SymbolVariants(shape: nil, slashed: true, filled: false)
    public static let circle = SymbolVariants(shape: "circle", slashed: false, filled: false)
    public static let square = SymbolVariants(shape: "square", slashed: false, filled: false)
    public static let rectangle = SymbolVariants(shape: "rectangle", slashed: false, filled: false)

    public var fill: SymbolVariants { SymbolVariants(shape: shape, slashed: slashed, filled: true) }
    public var slash: SymbolVariants { SymbolVariants(shape: shape, slashed: true, filled: filled) }
    public var circle: SymbolVariants { SymbolVariants(shape: "circle", slashed: slashed, filled: filled) }
    public var square: SymbolVariants { SymbolVariants(shape: "square", slashed: slashed, filled: filled) }
    public var rectangle: SymbolVariants { SymbolVariants(shape: "rectangle", slashed: slashed, filled: filled) }

    /// `name` with these variants, when the icon set draws that name; else `name`.
    func applied(to name: String) -> String {
        guard self != .none else { return name }
        let parts = name.split(separator: "."), own = Set(parts.map(String.init))
        func drawable(_ candidate: String) -> String {
            candidate != name && (try? IconLibrary.standard.artwork(named: candidate)) != nil ? candidate : name
        }
        let kept = parts.filter { !SymbolVariants.parts.contains(String($0)) }
        // A name made only of variant words ("circle", "square.fill") is a shape's own symbol.
        guard !kept.isEmpty else { return drawable(filled && !own.contains("fill") ? name + ".fill" : name) }
        var base = kept.joined(separator: ".")
        if let shape = shape ?? ["circle", "square", "rectangle"].first(where: own.contains) { base += "." + shape }
        if slashed || own.contains("slash") { base += ".slash" }
        if filled || own.contains("fill") { base += ".fill" }
        return drawable(base)
    }
}

extension SymbolVariants {
    /// The words of a symbol's name that are variants.
    static let parts: Set<String> = ["fill", "slash", "circle", "square", "rectangle"]
}

struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension View {
    /// The variant of the symbols inside (`.fill`, `.circle`, `.slash`… and combinations).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        EnvironmentWriter(content: self) { $0[SymbolVariantsKey.self] = variant }
    }
}
#endif
