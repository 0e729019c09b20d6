import Foundation

/// A thread-safe dictionary bounded by entry count and byte size, for the canvas's render
/// caches. When an insertion would exceed either limit the whole cache is cleared first —
/// simple and deterministic, and no cached value ever changes what is drawn.
final class BoundedCache<Key: Hashable, Value>: @unchecked Sendable {
    let maxEntries: Int
    let maxBytes: Int

    private let lock = NSLock()
    private var entries: [Key: Value] = [:]
    private var bytes = 0

    init(maxEntries: Int, maxBytes: Int) {
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
    }

    func value(for key: Key) -> Value? {
        lock.lock(); defer { lock.unlock() }
        return entries[key]
    }

    /// Keeps `value` (`size` bytes) unless the key is already present or the value alone is
    /// larger than `maxBytes`.
    func insert(_ value: Value, for key: Key, size: Int) {
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

    func removeAll() {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll()
        bytes = 0
    }

    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }
}
