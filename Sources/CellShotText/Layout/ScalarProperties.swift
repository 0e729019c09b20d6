/// The Unicode properties shaping asks of scalars, for the first ``UnicodeTables/denseCount``
/// code points (Latin to the Indic scripts) read from a table filled once from the standard
/// library's, which searches its own tables at each question (≈ 300 instructions).
extension Unicode.Scalar {
    /// `properties.generalCategory`.
    var generalCategory: Unicode.GeneralCategory {
        guard value < UnicodeTables.denseCount else { return properties.generalCategory }
        return Unicode.Scalar.categories[Int(Unicode.Scalar.firstBlocks[Int(value)] & 0x3F)]
    }

    /// `properties.isAlphabetic`.
    var isAlphabetic: Bool {
        guard value < UnicodeTables.denseCount else { return properties.isAlphabetic }
        return Unicode.Scalar.firstBlocks[Int(value)] & 0x40 != 0
    }

    /// `properties.isDefaultIgnorableCodePoint`.
    var isDefaultIgnorable: Bool {
        guard value < UnicodeTables.denseCount else { return properties.isDefaultIgnorableCodePoint }
        return Unicode.Scalar.firstBlocks[Int(value)] & 0x80 != 0
    }

    /// Every general category, in the standard library's order.
    private static let categories: [Unicode.GeneralCategory] = [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark,
        .decimalNumber, .letterNumber, .otherNumber,
        .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
        .finalPunctuation, .otherPunctuation,
        .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
        .spaceSeparator, .lineSeparator, .paragraphSeparator,
        .control, .format, .surrogate, .privateUse, .unassigned,
    ]

    /// Per code point: the general category's index in ``categories`` (low 6 bits), 0x40 when
    /// alphabetic, 0x80 when default-ignorable.
    private static let firstBlocks: [UInt8] = (0..<UnicodeTables.denseCount).map { code in
        guard let scalar = Unicode.Scalar(code) else { return UInt8(categories.firstIndex(of: .surrogate)!) }
        let properties = scalar.properties
        return UInt8(categories.firstIndex(of: properties.generalCategory)!) | (properties.isAlphabetic ? 0x40 : 0)
            | (properties.isDefaultIgnorableCodePoint ? 0x80 : 0)
    }
}
