/// What an iPhone in portrait reports to a view that asks about its device and accessibility
/// settings: values a row reads to choose a layout. Each can be set for a snapshot with
/// `.environment(\.key, value)`; none changes anything CellShot draws by itself.
extension EnvironmentValues {
    /// The horizontal size class: `.compact`, as on an iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class: `.regular`, as on an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// Whether Reduce Motion is on: false unless set.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    /// Whether Reduce Transparency is on: false unless set.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
    /// Whether Differentiate Without Colour is on: false unless set.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
    /// Whether Smart Invert is on: false unless set.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }
    /// Whether VoiceOver is running: false unless set.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverKey.self] }
        set { self[VoiceOverKey.self] = newValue }
    }
    /// The Bold Text setting: `.regular` unless set.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    /// The width of one device pixel in points: 1 / the snapshot's scale.
    public var pixelLength: CGFloat { 1 / displayScale }
    /// Whether the view is in a presented sheet: false.
    public var isPresented: Bool { false }
}

/// A size class of the interface (`horizontalSizeClass`, `verticalSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// The Bold Text accessibility setting.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }

struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
struct VoiceOverKey: EnvironmentKey { static let defaultValue = false }
struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
