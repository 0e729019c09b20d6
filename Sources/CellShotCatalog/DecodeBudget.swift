/// How many views, rows and sections a catalog may decode into, per entry and in all. YAML
/// aliases and `forEach` multiply what a few lines of a file say (ten aliases of ten aliases
/// of … is a million views in a hundred bytes, and a hundred entries may each use such an
/// alias), so the decoders count what they make and stop with a positioned error instead of
/// running out of time or memory.
final class DecodeBudget {
    /// The most views, rows and sections an entry decodes into.
    static let limit = 10_000
    /// The most views, rows and sections all entries of a catalog (with its includes) decode
    /// into: about 160 MB of decoded views at most, so a catalog stays well under 512 MB.
    static let catalogLimit = 500_000
    /// The most YAML nodes one `{item}` / `{title}` substitution copies.
    static let templateNodes = 100_000

    /// What the whole catalog may still decode into, shared by the budgets of its entries.
    final class Pool {
        /// The most the catalog may decode into.
        let limit: Int
        fileprivate var remaining: Int
        init(limit: Int = DecodeBudget.catalogLimit) { self.limit = limit; remaining = limit }
    }

    private var remaining = DecodeBudget.limit
    private let pool: Pool

    /// A budget for one entry, drawing on `pool` (a pool of its own when not given).
    init(pool: Pool = Pool()) { self.pool = pool }

    /// How many elements the entry has decoded so far.
    var spent: Int { Self.limit - remaining }

    /// Counts `count` elements decoded before (a reused view) when both the entry and the
    /// catalog can afford them all; false, counting nothing, when either cannot.
    func afford(_ count: Int) -> Bool {
        guard count <= remaining, count <= pool.remaining else { return false }
        remaining -= count
        pool.remaining -= count
        return true
    }

    /// Counts one decoded element at `node`; an error once the entry, or the catalog, has used up
    /// its budget.
    func spend(_ node: CatalogNode) throws(CatalogError) {
        remaining -= 1
        pool.remaining -= 1
        guard remaining >= 0 else {
            throw node.error("the entry expands to more than \(Self.limit) views, rows and sections (YAML aliases or forEach multiply them)",
                             expected: "at most \(Self.limit) per entry")
        }
        guard pool.remaining >= 0 else {
            throw node.error("the catalog expands to more than \(pool.limit) views, rows and sections in all (YAML aliases or forEach multiply them)",
                             expected: "at most \(pool.limit) in the whole catalog")
        }
    }
}
