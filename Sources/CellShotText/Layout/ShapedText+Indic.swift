/// Indic text: the bundled face of each Indic script joins the fallback chain when a character
/// of the script is in no face of the chain.
extension ShapedText {
    /// Adds the bundled face of every Indic script of `string` whose characters the chain lacks.
    mutating func addIndicFaces(_ string: String) {
        var added: Set<IndicScript> = []
        for s in string.unicodeScalars where s.value >= 0x900 {
            guard let script = IndicScript(s), !added.contains(script), lookup(s).1 == 0,
                  chain.count < Int(UInt8.max), let face = FontRegistry.shared.indicFace(script) else { continue }
            added.insert(script)
            if !chain.contains(where: { $0 === face }) { chain.append(face) }
        }
    }
}
