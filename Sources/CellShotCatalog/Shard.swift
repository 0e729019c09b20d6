/// One of N equal parts of a catalog (`--shard 2/4`): snapshot i (in catalog order) belongs
/// to shard `i % count + 1`, so shards are disjoint, cover everything and stay balanced.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based index.
    public var index: Int
    /// How many shards.
    public var count: Int

    /// `index` of `count`; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index; self.count = count
    }

    /// Parses `I/N`; nil for anything else or when I is not in 1…N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The snapshots of this shard, in catalog order.
    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}
