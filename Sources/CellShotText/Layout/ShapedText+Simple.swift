/// Text whose clusters are each one glyph or none: most Latin, Greek and Cyrillic text. Its
/// clusters are shaped in one pass into a list of records, then written out column by column,
/// instead of appending to a dozen arrays per cluster.
extension ShapedText {
    /// What ``simpleColumns(_:composed:size:)`` gives: every array of a shaped text but the
    /// bidi levels (none).
    struct SimpleColumns {
        var textIndex: [String.Index] = [], kinds: [ClusterKind] = [], advances: [Double] = [], kernBefore: [Double] = []
        var prefix: [Double] = [], glyphStart: [Int] = [], glyphIDs: [UInt16] = [], glyphFace: [UInt8] = []
        /// Zero per glyph: the glyphs' offsets and rises.
        var zeros: [Double] = []
        var missing: [Int] = []
    }

    /// One cluster of ``simpleColumns(_:composed:size:)``: where it starts, its kind, its glyph
    /// (`face` is `noGlyph` when it has none), advance and kerning.
    fileprivate struct SimpleCluster {
        var index: String.Index
        var advance: Double
        var kern: Double
        var glyph: UInt16
        var face: UInt8
        var kind: ClusterKind
        /// The face of the composed cluster it was moved from (`noGlyph`: none), to put back.
        var composedFace = ShapedText.noGlyph
        var missing = false
    }

    fileprivate static let noGlyph = UInt8.max

    /// The clusters of `string` (every scalar a cluster of its own, ``isOwnClusters(_:)``) as
    /// the general loop shapes them, when each is one glyph or none: its glyphs after
    /// substitution in `composed` (``composedScalars(_:)``) with no marks and no GPOS
    /// adjustment, or, without `composed`, its ASCII character's glyph. nil when a cluster needs
    /// more (marks, an adjustment, a character outside ASCII without composed glyphs).
    func simpleColumns(_ string: String, composed: inout [ClusterGlyphs?], size: Double) -> SimpleColumns? {
        var missing: [Int] = []
        var simple = true
        let clusters = composed.withUnsafeMutableBufferPointer { composed in
            [SimpleCluster](unsafeUninitializedCapacity: string.utf8.count) { records, count in
                let utf8 = string.utf8
                var index = string.startIndex
                var iterator = string.unicodeScalars.makeIterator()
                var ahead = iterator.next()
                // The face of the last glyph, with its scale; the last glyph, for kerning.
                var faceIndex = -1, face: FontFace? = nil, scale = 0.0
                var lastFace = -1, lastGlyph: UInt16 = 0
                while let scalar = ahead {
                    let start = index
                    ahead = iterator.next()
                    var length = UTF8.width(scalar)
                    if scalar == "\r", ahead == "\n" { ahead = iterator.next(); length += 1 }
                    index = utf8.index(index, offsetBy: length)
                    let kind = ShapedText.kind(of: scalar)
                    var record = SimpleCluster(index: start, advance: 0, kern: 0, glyph: 0, face: ShapedText.noGlyph, kind: kind)
                    var glyph: (face: Int, glyph: UInt16)? = nil
                    if kind.isVisible, count < composed.count, let cluster = composed[count].take() {
                        // Moved out, not copied (a copy retains the cluster's arrays); put back
                        // for the general loop when the text is not simple.
                        guard let single = cluster.single, single.face < Int(ShapedText.noGlyph) else {
                            composed[count] = cluster
                            ShapedText.putBack(records, count: count, into: composed)
                            simple = false
                            return
                        }
                        record.composedFace = UInt8(single.face)
                        record.missing = single.missing
                        if single.missing { missing.append(count) }
                        // A cluster whose glyph a ligature took into an earlier one draws nothing.
                        if let base = single.base { glyph = (single.face, base) }
                    } else if kind.isVisible, scalar.isASCII {
                        // Tabs draw as a space.
                        let (face, nominal) = lookup(kind == .space ? " " : scalar)
                        if nominal == 0 { missing.append(count) }
                        glyph = (face, nominal)
                    } else if kind.isVisible {
                        ShapedText.putBack(records, count: count, into: composed)
                        simple = false
                        return
                    } else if kind == .newline {
                        lastFace = -1
                    }
                    if let glyph {
                        // Face indices are bytes, one of them kept to mean "no glyph".
                        guard glyph.face < Int(ShapedText.noGlyph) else {
                            ShapedText.putBack(records, count: count, into: composed)
                            simple = false
                            return
                        }
                        if glyph.face != faceIndex {
                            faceIndex = glyph.face
                            face = chain[faceIndex]
                            scale = size / Double(face.unsafelyUnwrapped.unitsPerEm)
                        }
                        let own = face.unsafelyUnwrapped
                        record.advance = Double(own.advance(glyph.glyph)) * scale
                        if tracking != 0 { record.advance += tracking }
                        if lastFace == faceIndex {
                            record.kern = Double(own.kerning.value(lastGlyph, glyph.glyph, script: script(of: scalar))) * scale
                        }
                        record.glyph = glyph.glyph
                        record.face = UInt8(faceIndex)
                        lastFace = faceIndex
                        lastGlyph = glyph.glyph
                    }
                    (records.baseAddress! + count).initialize(to: record)
                    count += 1
                }
            }
        }
        guard simple else { return nil }
        var columns = clusters.withUnsafeBufferPointer { SimpleColumns($0, end: string.endIndex) }
        columns.missing = missing
        return columns
    }
}

extension ShapedText {
    /// Puts the clusters the first `count` records were moved from back into `composed`.
    fileprivate static func putBack(_ records: UnsafeMutableBufferPointer<SimpleCluster>, count: Int,
                                    into composed: UnsafeMutableBufferPointer<ClusterGlyphs?>) {
        for index in 0..<count where records[index].composedFace != noGlyph {
            let record = records[index]
            composed[index] = ClusterGlyphs(face: Int(record.composedFace), base: record.face == noGlyph ? nil : record.glyph,
                                            marks: [], missing: record.missing)
        }
    }
}

extension ClusterGlyphs {
    /// The cluster's face, base glyph (nil when a ligature took it) and whether a glyph is
    /// missing, when it has no marks and no GPOS adjustment; else nil.
    var single: (face: Int, base: UInt16?, missing: Bool)? {
        marks.isEmpty && adjustments.isEmpty ? (face, base, missing) : nil
    }
}

extension ShapedText.SimpleColumns {
    /// The columns of `clusters`; the prefix sums added in cluster order, as the general loop adds them.
    fileprivate init(_ clusters: UnsafeBufferPointer<ShapedText.SimpleCluster>, end: String.Index) {
        let count = clusters.count
        var glyphs: [Int] = []
        glyphs.reserveCapacity(count)
        for cluster in 0..<count where clusters[cluster].face != ShapedText.noGlyph { glyphs.append(cluster) }
        textIndex = Self.column(count + 1) { $0 < count ? clusters[$0].index : end }
        kinds = Self.column(count) { clusters[$0].kind }
        advances = Self.column(count) { clusters[$0].advance }
        kernBefore = Self.column(count) { clusters[$0].kern }
        var sum = 0.0
        prefix = Self.column(count + 1) { cluster in
            if cluster > 0 { sum = sum + clusters[cluster - 1].kern + clusters[cluster - 1].advance }
            return sum
        }
        var glyph = 0
        glyphStart = Self.column(count + 1) { cluster in
            defer { if cluster < count, clusters[cluster].face != ShapedText.noGlyph { glyph += 1 } }
            return glyph
        }
        glyphIDs = Self.column(glyphs.count) { clusters[glyphs[$0]].glyph }
        glyphFace = Self.column(glyphs.count) { clusters[glyphs[$0]].face }
        zeros = Self.column(glyphs.count) { _ in 0 }
    }

    /// `count` elements, the element at each index made by `element`, in index order.
    @inline(__always)
    private static func column<Element: BitwiseCopyable>(_ count: Int, _ element: (Int) -> Element) -> [Element] {
        // Written into a temporary buffer, then copied in one go into storage reserved for
        // `Element` (an array made at its full count looks its storage type up at run time,
        // ≈ 500 instructions; one appended to checks its capacity and uniqueness per element).
        var column: [Element] = []
        column.reserveCapacity(count)
        withUnsafeTemporaryAllocation(of: Element.self, capacity: count) { buffer in
            for index in 0..<count { buffer.initializeElement(at: index, to: element(index)) }
            column.append(contentsOf: buffer)
        }
        return column
    }
}
