@_spi(RenderCaches) import CellShotRaster

/// Shaped strings kept by content: the string, the font (family, weight, size), the paragraph
/// direction, the regional forms of the text's language and the ids of the faces it is shaped
/// with (``Font/chain(for:)``: the font's fallback chain, or its first face alone), so a label shaped once
/// (repeated in a table, or drawn again by the next snapshot) is not shaped again. Shaping is a
/// function of exactly these (face ids are never reused in a process; the emoji and script
/// faces added on demand are bundled), so a cached value is what shaping would give again.
/// An unregistered font's entries are dropped with it (``removeAll(face:)``).
enum ShapedTextCache {
    struct Key: Hashable {
        let string: String
        let family: String
        let weight: FontWeight
        /// The size's bits, so that every size (NaN included) equals itself.
        let size: UInt64
        let direction: LayoutDirection
        let regional: RegionalForms?
        let faces: [Int]
        /// The hash of the fields above, computed once: a key is hashed at the look-up and
        /// twice more at its insertion.
        private let digest: Int

        init(string: String, family: String, weight: FontWeight, size: UInt64, direction: LayoutDirection,
             regional: RegionalForms?, faces: [Int]) {
            self.string = string; self.family = family; self.weight = weight; self.size = size
            self.direction = direction; self.regional = regional; self.faces = faces
            var hasher = Hasher()
            var bytes = string
            bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(string.utf8.count)
            hasher.combine(family); hasher.combine(weight); hasher.combine(size); hasher.combine(direction)
            hasher.combine(regional); hasher.combine(faces)
            digest = hasher.finalize()
        }

        /// The string by its UTF-8 bytes, not by canonical equivalence: shaping reads the
        /// scalars as typed (an Indic word, a decomposed accent) and the cached string indices
        /// belong to those bytes; and bytes hash without normalizing.
        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.digest == rhs.digest && lhs.size == rhs.size && lhs.weight == rhs.weight && lhs.direction == rhs.direction
                && lhs.regional == rhs.regional && lhs.faces == rhs.faces && lhs.family == rhs.family
                && lhs.string.utf8.elementsEqual(rhs.string.utf8)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    /// Grouped by the chain's first face: the only place a registered font can be.
    static let shared = BoundedCache<Key, ShapedText>(maxEntries: 4096, maxBytes: 32 << 20,
                                                      group: { $0.faces.first ?? -1 })

    /// Each font's "…" (``TextLayout/ellipsis``), shaped once like the font's faces and their
    /// feature plans: ``FontRegistry/removeShapedTexts()`` keeps it, an unregistered font's goes
    /// with it.
    static let ellipses = BoundedCache<Key, ShapedText>(maxEntries: 256, maxBytes: 1 << 20, group: { $0.faces.first ?? -1 })

    /// `ShapedText(string, font: font, direction: direction)` in `regional` forms (by default the
    /// current language's), from the cache when it was shaped before with the same faces.
    static func shaped(_ string: String, font: Font, direction: LayoutDirection = .leftToRight,
                       regional: RegionalForms? = TextLanguage.current.regionalForms) -> ShapedText {
        shaped(string, font: font, direction: direction, regional: regional, in: shared)
    }

    /// The "…" in `font`, left to right, in the current language's forms, from ``ellipses``.
    static func ellipsis(font: Font) -> ShapedText {
        shaped(TextLayout.ellipsis, font: font, direction: .leftToRight, regional: TextLanguage.current.regionalForms, in: ellipses)
    }

    private static func shaped(_ string: String, font: Font, direction: LayoutDirection, regional: RegionalForms?,
                               in cache: BoundedCache<Key, ShapedText>) -> ShapedText {
        let chain = font.chain(for: string)
        let key = Key(string: string, family: font.family, weight: font.weight, size: font.size.bitPattern,
                      direction: direction, regional: regional, faces: chain.map(\.id))
        if let hit = cache.value(for: key) { return hit }
        // Shaped with the very chain of the key (a font registered meanwhile cannot slip in), so
        // the value is kept even when shaping inserts a script's bundled face into its chain.
        let shaped = ShapedText(string, font: font, chain: chain, direction: direction, regional: regional)
        cache.insert(shaped, for: key, size: shaped.byteEstimate + string.utf8.count + 64)
        return shaped
    }

    /// Drops every string shaped with `face` first in its chain (an unregistered font).
    static func removeAll(face: Int) { shared.removeAll(group: face); ellipses.removeAll(group: face) }
}

extension FontRegistry {
    /// Empties the shaped-text cache, so the next layout shapes its text again (for cold-shaping
    /// benchmarks; the faces, their feature plans and each font's "…" stay).
    package func removeShapedTexts() { ShapedTextCache.shared.removeAll() }
}

extension ShapedText {
    /// Bytes held by the arrays of the shaped string (for the cache's bound).
    var byteEstimate: Int {
        kinds.count * MemoryLayout<ClusterKind>.stride + (advances.count + kernBefore.count + prefix.count) * 8
            + textIndex.count * MemoryLayout<String.Index>.stride + glyphStart.count * 8
            + glyphIDs.count * 2 + glyphFace.count + (glyphOffset.count + glyphRise.count) * 8
            + levels.count + paragraphLevels.count + missing.count * 8 + chain.count * 8
    }
}
