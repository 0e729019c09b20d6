import Foundation

/// The one cache type of the render pipeline: a thread-safe dictionary bounded by entry count
/// and total byte size (shadow masks, fill coverage, shadow corners, glyph masks).
///
/// Eviction: when an insertion would exceed either limit, every entry is removed first, then
/// the new one is kept. Simple and deterministic — and since a cached value is exactly what
/// would be computed without it, no output ever depends on what the cache holds.
/// ``removeAll()`` empties it (cold-path benchmarks, memory).
///
/// For the package's own modules only, hence the SPI: it is `public` (not `package`) because
/// Swift specializes `@inlinable` generic code across modules only when it is public, and the
/// glyph cache's lookups (in CellShotText) must stay specialized to stay fast.
@_spi(RenderCaches) public final class BoundedCache<Key: Hashable, Value>: @unchecked Sendable {
    /// Most entries kept at once.
    public let maxEntries: Int
    /// Most bytes (as given to ``insert(_:for:size:)``) kept at once.
    public let maxBytes: Int

    @usableFromInline let lock = NSLock()
    @usableFromInline var entries: [Key: Value] = [:]
    @usableFromInline var bytes = 0

    /// An empty cache holding at most `maxEntries` entries and `maxBytes` bytes.
    public init(maxEntries: Int, maxBytes: Int) {
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
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
        guard entries[key] == nil else { return }
        if entries.count >= maxEntries || bytes + size > maxBytes {
            entries.removeAll()
            bytes = 0
        }
        entries[key] = value
        bytes += size
    }

    /// Empties the cache.
    public func removeAll() {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll()
        bytes = 0
    }

    /// Removes the entries whose key matches `predicate` (e.g. one font's glyphs after it is
    /// unregistered); `size` gives a kept value's bytes, as passed to ``insert(_:for:size:)``.
    public func removeAll(where predicate: (Key) -> Bool, size: (Value) -> Int) {
        lock.lock(); defer { lock.unlock() }
        entries = entries.filter { !predicate($0.key) }
        bytes = entries.values.reduce(0) { $0 + size($1) }
    }

    /// The number of entries whose key matches `predicate`.
    public func count(where predicate: (Key) -> Bool) -> Int {
        lock.lock(); defer { lock.unlock() }
        return entries.keys.reduce(0) { $0 + (predicate($1) ? 1 : 0) }
    }

    /// The number of entries kept.
    public var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }
}
