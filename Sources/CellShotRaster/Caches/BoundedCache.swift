import Foundation

/// The one cache type of the render pipeline: a thread-safe dictionary bounded by entry count
/// and total byte size (shadow masks, fill coverage, shadow corners, glyph masks, colour glyphs).
///
/// Eviction: when an insertion would exceed either limit, every entry is removed first, then
/// the new one is kept. Simple and deterministic — and since a cached value is exactly what
/// would be computed without it, no output ever depends on what the cache holds.
/// ``removeAll()`` empties it (cold-path benchmarks, memory: the values go, the table's room
/// for `maxEntries` stays).
///
/// Groups: a cache made with a `group` function (e.g. a glyph key's font face) keeps, per
/// group, the keys it holds and their sizes, so ``removeAll(group:)`` drops one group in time
/// proportional to that group alone (e.g. an unregistered font's glyphs) and the byte total
/// stays exact. The index holds exactly the kept entries, so it is bounded like them.
///
/// For the package's own modules only, hence the SPI: it is `public` (not `package`) because
/// Swift specializes `@inlinable` generic code across modules only when it is public, and the
/// glyph cache's lookups (in CellShotText) must stay specialized to stay fast.
@_spi(RenderCaches) public final class BoundedCache<Key: Hashable, Value>: @unchecked Sendable {
    /// Most entries kept at once.
    public let maxEntries: Int
    /// Most bytes (as given to ``insert(_:for:size:)``) kept at once.
    public let maxBytes: Int

    @usableFromInline let group: (@Sendable (Key) -> Int)?
    @usableFromInline let lock = NSLock()
    @usableFromInline var entries: [Key: Value] = [:]
    @usableFromInline var bytes = 0
    /// Group → its kept keys with their sizes, in insertion order (only with a `group` function).
    @usableFromInline var members: [Int: [(key: Key, size: Int)]] = [:]

    /// An empty cache holding at most `maxEntries` entries and `maxBytes` bytes; `group`, when
    /// given, names the group of each key for ``removeAll(group:)``.
    public init(maxEntries: Int, maxBytes: Int, group: (@Sendable (Key) -> Int)? = nil) {
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
        self.group = group
    }

    /// The value kept for `key`, if any.
    @inlinable public func value(for key: Key) -> Value? {
        lock.lock(); defer { lock.unlock() }
        return entries[key]
    }

    /// Keeps `value` (`size` bytes) unless the key is already present or the value alone is
    /// larger than `maxBytes`; empties the cache first when either limit would be exceeded.
    @inlinable public func insert(_ value: Value, for key: Key, size: Int) {
        guard size <= maxBytes else { return }
        lock.lock(); defer { lock.unlock() }
        if entries.count >= maxEntries || bytes + size > maxBytes {
            guard entries[key] == nil else { return }
            empty()
        }
        // One look-up: a value already kept for the key is one computed the same way, so
        // replacing it changes nothing, and it is counted once.
        guard entries.updateValue(value, forKey: key) == nil else { return }
        bytes += size
        if let group { members[group(key), default: []].append((key, size)) }
    }

    /// Empties the cache.
    public func removeAll() {
        lock.lock(); defer { lock.unlock() }
        empty()
    }

    /// Drops every entry, keeping the tables' room (at most `maxEntries` slots): a cache emptied
    /// fills again, and its next insertions then allocate no table.
    @usableFromInline func empty() {
        entries.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
        bytes = 0
    }

    /// Removes every entry of one group (e.g. one font's glyphs after it is unregistered);
    /// does nothing in a cache made without a `group` function.
    public func removeAll(group: Int) {
        lock.lock(); defer { lock.unlock() }
        for member in members.removeValue(forKey: group) ?? [] {
            entries[member.key] = nil
            bytes -= member.size
        }
    }

    /// The number of entries of one group (0 in a cache made without a `group` function).
    public func count(group: Int) -> Int {
        lock.lock(); defer { lock.unlock() }
        return members[group]?.count ?? 0
    }

    /// The bytes kept (the sum of the kept entries' sizes).
    public var byteCount: Int {
        lock.lock(); defer { lock.unlock() }
        return bytes
    }

    /// The number of groups that have entries.
    public var groupCount: Int {
        lock.lock(); defer { lock.unlock() }
        return members.count
    }

    /// The number of entries kept.
    public var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }
}
