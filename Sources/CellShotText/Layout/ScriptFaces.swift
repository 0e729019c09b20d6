/// Font fallback by script: the bundled face that draws a script no face of the default chain
/// draws well (iOS falls back to its own face of that script before any other font).
extension ShapedText {
    /// The scripts with a bundled face of their own: a scalar range and the face's file
    /// (``FontRegistry/scriptFiles``), in range order.
    static let scriptFaces: [(range: ClosedRange<UInt32>, file: String)] = [
        (0x0530...0x058F, "NotoSansArmenian-Regular"),
        (0x0E00...0x0E7F, "NotoSansThai-Regular"),
        (0x0E80...0x0EFF, "NotoSansLao-Regular"),
        (0x10A0...0x10FF, "NotoSansGeorgian-Regular"),
        (0x1200...0x139F, "NotoSansEthiopic-Regular"),
        (0x1C90...0x1CBF, "NotoSansGeorgian-Regular"),
        (0x2D00...0x2D2F, "NotoSansGeorgian-Regular"),
        (0x2D80...0x2DDF, "NotoSansEthiopic-Regular"),
    ]

    /// The index in ``scriptFaces`` of the script of `s`, nil for the others.
    static func scriptFaceIndex(_ s: Unicode.Scalar) -> Int? {
        let v = s.value
        guard v >= 0x0530, v <= 0x2DDF else { return nil }
        return scriptFaces.firstIndex { $0.range.contains(v) }
    }

    /// Inserts, right after the chain's first face, the bundled face of each script of
    /// `string` that has one when the first face lacks a character of that script (so the
    /// script's face wins over the other fallbacks, e.g. DejaVu Sans's Lao), in the order of
    /// ``scriptFaces``. Called before any glyph is appended.
    mutating func addSingleScriptFaces(_ string: String) {
        var needed: [Bool] = Array(repeating: false, count: ShapedText.scriptFaces.count)
        for s in string.unicodeScalars {
            guard let k = ShapedText.scriptFaceIndex(s), !needed[k], chain[0].glyph(for: s) == 0 else { continue }
            needed[k] = true
        }
        var at = 1
        for (k, entry) in ShapedText.scriptFaces.enumerated() where needed[k] {
            guard chain.count < Int(UInt8.max), let face = FontRegistry.shared.scriptFace(entry.file),
                  !chain.contains(where: { $0 === face }) else { continue }
            chain.insert(face, at: min(at, chain.count))
            at += 1
        }
    }
}
