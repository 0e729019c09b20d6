import CellShotDiff

/// What VoiceOver is told about a node: set by a front's accessibility modifiers and shown in
/// the layout dump, never drawn.
public struct NodeAccessibility: Hashable, Sendable {
    /// The spoken name, or nil for the default (the text shown).
    public var label: String?
    /// What an action does.
    public var hint: String?
    /// The current value ("3 of 5").
    public var value: String?
    /// Traits added ("button", "header"…), in the order first added.
    public var traits: [String] = []
    /// Hidden from assistive technologies.
    public var isHidden = false
    /// How the children make elements ("ignore", "combine", "contain"), or nil when the node
    /// is not made an element of its own.
    public var children: String?

    /// Nothing set.
    public init() {}

    /// This node's values, with `outer`'s (a modifier applied later) filling those not set
    /// here: the innermost modifier wins, as for an `id`; traits and hiding add up.
    func merged(under outer: NodeAccessibility) -> NodeAccessibility {
        var merged = self
        merged.label = label ?? outer.label
        merged.hint = hint ?? outer.hint
        merged.value = value ?? outer.value
        for trait in outer.traits where !merged.traits.contains(trait) { merged.traits.append(trait) }
        merged.isHidden = isHidden || outer.isHidden
        merged.children = children ?? outer.children
        return merged
    }

    /// The dump's words: `a11y.label="…" a11y.hint="…" a11y.value="…" a11y.traits=a,b
    /// a11y.children=combine a11y.hidden`, only those set.
    var dumpText: String {
        var out = ""
        if let label { out += " a11y.label=\"\(LayoutDump.escape(label))\"" }
        if let hint { out += " a11y.hint=\"\(LayoutDump.escape(hint))\"" }
        if let value { out += " a11y.value=\"\(LayoutDump.escape(value))\"" }
        if !traits.isEmpty { out += " a11y.traits=" + traits.joined(separator: ",") }
        if let children { out += " a11y.children=" + children }
        if isHidden { out += " a11y.hidden" }
        return out
    }
}

/// A node's accessibility values behind a reference, compared and hashed by value.
final class AccessibilityBox: Hashable, Sendable {
    let value: NodeAccessibility
    init(_ value: NodeAccessibility) { self.value = value }
    static func == (lhs: AccessibilityBox, rhs: AccessibilityBox) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
