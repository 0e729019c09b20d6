/// The path shared by GSUB and GPOS from a script to its lookups: script list → the script's
/// language system (its default one unless a language system tag is given and present) → features → lookup indices → lookup subtables (extension lookups
/// resolved).
struct LayoutFeatures {
    let lookupList: TableReader
    /// Feature tag → its lookup indices, sorted and unique.
    let lookups: [String: [Int]]
    /// The GSUB (7) or GPOS (9) lookup type that wraps another type.
    let extensionType: UInt16

    /// One lookup: its type (extensions resolved), flags and subtables.
    struct Lookup {
        let type: UInt16
        let flags: LookupFlags
        let subtables: [TableReader]
    }

    static let maxSubtables = 1024

    /// Reads the lookups of `features` for the first script of `scripts` the table has (with
    /// `firstScriptOtherwise`, the table's first script when none of them is there), in the
    /// script's language system `language` (an OpenType tag such as "ZHS") when it has one, else
    /// in its default language system.
    init(_ reader: TableReader, scripts: [String], firstScriptOtherwise: Bool = false, language: String? = nil,
         features: Set<String>, extensionType: UInt16) throws(FontError) {
        let scriptList = try reader.sub(at: Int(try reader.u16(4)))
        let featureList = try reader.sub(at: Int(try reader.u16(6)))
        lookupList = try reader.sub(at: Int(try reader.u16(8)))
        self.extensionType = extensionType
        let scriptCount = Int(try scriptList.u16(0))
        try scriptList.limit(scriptCount, 1024, "script count", at: 0)
        var chosen: Int? = nil, chosenRank = Int.max
        for i in 0..<scriptCount {
            let scriptTag = try LayoutFeatures.tag(scriptList, 2 + 6 * i)
            let rank = scripts.firstIndex(of: scriptTag) ?? (firstScriptOtherwise ? scripts.count : Int.max)
            if rank < chosenRank { chosenRank = rank; chosen = Int(try scriptList.u16(2 + 6 * i + 4)) }
        }
        lookups = try chosen.map { (offset: Int) throws(FontError) in
            try LayoutFeatures.featureLookups(scriptList.sub(at: offset), language: language, featureList, features)
        } ?? [:]
    }

    /// Feature tag → sorted lookup indices for the features of a script's language system
    /// `language` (its default one when nil or absent).
    private static func featureLookups(_ script: TableReader, language: String?, _ featureList: TableReader,
                                       _ features: Set<String>) throws(FontError) -> [String: [Int]] {
        var found: [String: [Int]] = [:]
        var langSysOffset = Int(try script.u16(0))
        if let language {
            let count = Int(try script.u16(2))
            try script.limit(count, 1024, "language system count", at: 2)
            for i in 0..<count {
                guard try LayoutFeatures.tag(script, 4 + 6 * i) == language else { continue }
                langSysOffset = Int(try script.u16(4 + 6 * i + 4))
                break
            }
        }
        guard langSysOffset != 0 else { return [:] }
        let langSys = try script.sub(at: langSysOffset)
        var featureIndices: [Int] = []
        let required = try langSys.u16(2)
        if required != 0xFFFF { featureIndices.append(Int(required)) }
        let fCount = Int(try langSys.u16(4))
        try langSys.limit(fCount, 2048, "feature index count", at: 4)
        for i in 0..<fCount { featureIndices.append(Int(try langSys.u16(6 + 2 * i))) }
        let featureCount = Int(try featureList.u16(0))
        for featureIndex in featureIndices where featureIndex < featureCount {
            let tag = try LayoutFeatures.tag(featureList, 2 + 6 * featureIndex)
            guard features.contains(tag) else { continue }
            let feature = try featureList.sub(at: Int(try featureList.u16(2 + 6 * featureIndex + 4)))
            let lookupCount = Int(try feature.u16(2))
            try feature.limit(lookupCount, 2048, "lookup index count", at: 2)
            for i in 0..<lookupCount { found[tag, default: []].append(Int(try feature.u16(4 + 2 * i))) }
        }
        return found.mapValues { Array(Set($0)).sorted() }
    }

    /// The lookups of a feature, in lookup-list order; indices past the list are skipped.
    func lookups(_ feature: String) throws(FontError) -> [Lookup] {
        var result: [Lookup] = []
        for index in lookups[feature] ?? [] {
            if let lookup = try lookup(index) { result.append(lookup) }
        }
        return result
    }

    /// The lookup at `index`, or nil when the index is past the lookup list.
    func lookup(_ index: Int) throws(FontError) -> Lookup? {
        let count = Int(try lookupList.u16(0))
        guard index < count else { return nil }
        let lookup = try lookupList.sub(at: Int(try lookupList.u16(2 + 2 * index)))
        let rawType = try lookup.u16(0)
        var type = rawType
        let rawFlags = try lookup.u16(2)
        let subtableCount = Int(try lookup.u16(4))
        try lookup.limit(subtableCount, LayoutFeatures.maxSubtables, "subtable count", at: 4)
        let filteringSet = rawFlags & LookupFlags.useMarkFilteringSet != 0 ? Int(try lookup.u16(6 + 2 * subtableCount)) : nil
        let flags = LookupFlags(raw: rawFlags, markFilteringSet: filteringSet)
        var subtables: [TableReader] = []
        for subtableIndex in 0..<subtableCount {
            var sub = try lookup.sub(at: Int(try lookup.u16(6 + 2 * subtableIndex)))
            if rawType == extensionType {
                let inner = try sub.u16(2)
                guard inner != extensionType else { throw sub.invalid("extension lookup wraps another extension", at: 2) }
                type = inner
                sub = try sub.sub(at: Int(try sub.u32(4)))
            }
            subtables.append(sub)
        }
        return Lookup(type: type, flags: flags, subtables: subtables)
    }

    static func tag(_ reader: TableReader, _ offset: Int) throws(FontError) -> String {
        let packed = try reader.u32(offset)
        let bytes = [UInt8(packed >> 24), UInt8((packed >> 16) & 0xFF), UInt8((packed >> 8) & 0xFF), UInt8(packed & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }
}
