/// How many views, rows and sections one catalog entry may decode into. YAML aliases and
/// `forEach` multiply what a few lines of a file say (ten aliases of ten aliases of … is a
/// million views in a hundred bytes), so the decoders count what they make and stop with a
/// positioned error instead of running out of time or memory.
final class DecodeBudget {
    /// The most views, rows and sections an entry decodes into.
    static let limit = 10_000
    /// The most YAML nodes one `{item}` / `{title}` substitution copies.
    static let templateNodes = 100_000

    private var remaining = DecodeBudget.limit

    /// Counts one decoded element at `n`; an error once the entry has used up the budget.
    func spend(_ n: CatalogNode) throws(CatalogError) {
        remaining -= 1
        guard remaining >= 0 else {
            throw n.error("the entry expands to more than \(Self.limit) views, rows and sections (YAML aliases or forEach multiply them)",
                          expected: "at most \(Self.limit) per entry")
        }
    }
}
