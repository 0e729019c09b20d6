import Foundation
import Testing
@_spi(RenderCaches) @testable import CellShotRaster

/// Dropping one group of a `BoundedCache`: exact, cheap, bounded, safe under concurrency.
/// Values are their own sizes, so the byte total can be checked against the kept values.
@Suite struct BoundedCacheTests {
    /// Keys are (group, item) pairs packed as group × 1000 + item.
    static func grouped(maxEntries: Int, maxBytes: Int) -> BoundedCache<Int, Int> {
        BoundedCache(maxEntries: maxEntries, maxBytes: maxBytes, group: { $0 / 1000 })
    }

    /// The byte total equals the sum of the kept values' sizes, and both limits hold.
    static func expectExact(_ cache: BoundedCache<Int, Int>, sourceLocation: SourceLocation = #_sourceLocation) {
        cache.lock.lock(); defer { cache.lock.unlock() }
        #expect(cache.bytes == cache.entries.values.reduce(0, +), sourceLocation: sourceLocation)
        #expect(cache.entries.count <= cache.maxEntries && cache.bytes <= cache.maxBytes, sourceLocation: sourceLocation)
        #expect(cache.members.values.reduce(0) { $0 + $1.count } == cache.entries.count, sourceLocation: sourceLocation)
    }

    @Test func removingAGroupDropsExactlyItsEntries() {
        let cache = Self.grouped(maxEntries: 100, maxBytes: 1000)
        for item in 0..<5 { cache.insert(3, for: 1000 + item, size: 3) }   // group 1
        for item in 0..<4 { cache.insert(7, for: 2000 + item, size: 7) }   // group 2
        #expect(cache.count(group: 1) == 5 && cache.count(group: 2) == 4 && cache.bytes == 43)
        cache.removeAll(group: 1)
        #expect(cache.count(group: 1) == 0 && cache.value(for: 1000) == nil)
        #expect(cache.count(group: 2) == 4 && (0..<4).allSatisfy { cache.value(for: 2000 + $0) == 7 })
        #expect(cache.count == 4 && cache.bytes == 28 && cache.groupCount == 1)
        cache.removeAll(group: 1)                                            // already gone: no change
        cache.removeAll(group: 9)                                            // never present
        #expect(cache.count == 4 && cache.bytes == 28)
        cache.insert(3, for: 1000, size: 3)                                  // the group can come back
        #expect(cache.count(group: 1) == 1 && cache.value(for: 1000) == 3)
        Self.expectExact(cache)
    }

    /// The freed bytes are really free: after dropping a group the cache fills up to its limit
    /// again without an eviction.
    @Test func removingAGroupFreesItsBytesForNewEntries() {
        let cache = Self.grouped(maxEntries: 100, maxBytes: 10)
        for item in 0..<5 { cache.insert(2, for: 1000 + item, size: 2) }  // 10 bytes: full
        cache.removeAll(group: 1)
        for item in 0..<5 { cache.insert(2, for: 2000 + item, size: 2) }
        #expect(cache.count == 5 && cache.count(group: 2) == 5, "no eviction: the dropped group's bytes were released")
        Self.expectExact(cache)
    }

    @Test func evictionEmptiesTheGroupIndexToo() {
        let cache = Self.grouped(maxEntries: 3, maxBytes: 100)
        for key in [1000, 1001, 2000] { cache.insert(1, for: key, size: 1) }
        cache.insert(1, for: 3000, size: 1)                                  // a fourth entry: emptied first
        #expect(cache.count == 1 && cache.groupCount == 1)
        #expect(cache.count(group: 1) == 0 && cache.count(group: 3) == 1)
        Self.expectExact(cache)
    }

    @Test func aCacheWithoutGroupsIgnoresGroupRemoval() {
        let cache = BoundedCache<Int, Int>(maxEntries: 10, maxBytes: 100)
        cache.insert(5, for: 1000, size: 5)
        cache.removeAll(group: 1)
        #expect(cache.value(for: 1000) == 5 && cache.count(group: 1) == 0 && cache.groupCount == 0)
    }

    /// A thousand groups come and go (with evictions between them): the cache and its index
    /// hold only what is kept.
    @Test func boundedOverManyGroupLifetimes() {
        let cache = Self.grouped(maxEntries: 50, maxBytes: 400)
        for group in 1...1000 {
            for item in 0..<(group % 7 + 1) { cache.insert(item + 1, for: group * 1000 + item, size: item + 1) }
            if group % 3 != 0 { cache.removeAll(group: group) }
            Self.expectExact(cache)
        }
        #expect(cache.groupCount <= 50)
        for group in 1...1000 where group % 3 != 0 { cache.removeAll(group: group) }
        for group in 1...1000 { cache.removeAll(group: group) }
        #expect(cache.count == 0 && cache.bytes == 0 && cache.groupCount == 0)
    }

    /// Tasks insert, look up and drop their own groups in parallel while others read.
    @Test func parallelInsertsLookupsAndRemovals() async {
        let cache = Self.grouped(maxEntries: 200, maxBytes: 2000)
        await withTaskGroup(of: Void.self) { tasks in
            for worker in 0..<8 {
                tasks.addTask {
                    for round in 0..<200 {
                        let group = 1 + worker * 1000 + round
                        for item in 0..<5 { cache.insert(item + 1, for: group * 1000 + item, size: item + 1) }
                        for item in 0..<5 { if let v = cache.value(for: group * 1000 + item) { #expect(v == item + 1) } }
                        cache.removeAll(group: group)
                        #expect(cache.count(group: group) == 0)
                    }
                }
            }
        }
        Self.expectExact(cache)
        #expect(cache.count == 0 && cache.groupCount == 0, "every group was dropped by its task")
    }
}
