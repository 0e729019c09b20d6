import CellShotText

extension TextView {
    /// Text made of styled parts, each drawn in the view's style with its own changes (a bold
    /// name, then a grey time): one text that wraps, truncates and aligns as a whole.
    public init(parts: [Part]) {
        self.init(parts.map(\.text).joined())
        self.parts = parts
    }

    /// One part of a styled text: its characters and what it changes of the text's style
    /// (nil and false: as the text).
    public struct Part: Hashable, Sendable {
        public var text: String
        /// A Dynamic Type text style, instead of the text's font.
        public var style: TextStyle?
        /// A fixed font instead of the text's (wins over `style`); with `relativeTo` it scales with Dynamic Type.
        public var font: Font?
        public var relativeTo: TextStyle?
        public var weight: FontWeight?
        public var color: DynamicColor?
        /// Slanted (a synthetic oblique of the face).
        public var isItalic = false
        /// In the bundled monospaced face (DejaVu Sans Mono).
        public var isMonospaced = false
        /// Digits of one width (the face's `tnum` forms).
        public var hasTabularDigits = false
        public var isUnderlined = false
        public var isStruckThrough = false
        /// Points added after each character.
        public var tracking = 0.0
        /// Points the part is raised above the baseline (negative: lowered).
        public var baselineOffset = 0.0

        /// `text` in the text's style.
        public init(_ text: String) { self.text = text }
    }
}

extension TextView.Part {
    /// The run this part draws, in a text whose font is `font` and colour `color`; a size,
    /// tracking or baseline offset that is not a finite number is an error naming part `index`.
    func run(_ index: Int, font base: Font, _ resolver: ElementResolver) throws(CellError) -> TextRun {
        var resolved: Font
        if let font { resolved = resolver.resolve(.fixed(font, relativeTo: relativeTo), weight: weight) }
        else if let style { resolved = resolver.resolve(.style(style), weight: weight) }
        else { resolved = weight.map { base.withWeight($0) } ?? base }
        if isMonospaced { resolved.family = FontRegistry.monospacedFamily }
        try ElementResolver.check(resolved.size, "TextView.parts[\(index)].font.size")
        guard tracking.isFinite else { throw .invalidViewValue(field: "TextView.parts[\(index)].tracking", value: tracking) }
        guard baselineOffset.isFinite else {
            throw .invalidViewValue(field: "TextView.parts[\(index)].baselineOffset", value: baselineOffset)
        }
        return TextRun(text, style: TextRunStyle(font: resolved, color: color.map { resolver.color($0) }, isItalic: isItalic,
                                                 hasTabularDigits: hasTabularDigits, isUnderlined: isUnderlined,
                                                 isStruckThrough: isStruckThrough, tracking: tracking, baselineOffset: baselineOffset))
    }
}
