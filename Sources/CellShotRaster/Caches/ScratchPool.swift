import Foundation

/// Rasterizer scratch (accumulation cells and sweep arrays) that a canvas borrows for its
/// lifetime and hands back when it goes away, so rendering many images does not allocate and
/// zero megabytes of cells each time. Holds at most ``capacity`` idle sets of at most
/// `Canvas.bandCells` cells each.
final class RasterScratch {
    let accumulator: CoverageAccumulator
    let sweep: CoverageSweep

    private init(accumulator: CoverageAccumulator, sweep: CoverageSweep) {
        self.accumulator = accumulator; self.sweep = sweep
    }

    /// A set from the pool, or a new one.
    static func borrow() -> RasterScratch {
        let (accumulator, sweep) = ScratchPool.shared.take()
        return RasterScratch(accumulator: accumulator, sweep: sweep)
    }

    deinit { ScratchPool.shared.give(accumulator, sweep) }
}

/// The idle scratch sets, shared by all threads.
final class ScratchPool: @unchecked Sendable {
    static let shared = ScratchPool()
    static let capacity = 4

    private let lock = NSLock()
    private var idle: [(CoverageAccumulator, CoverageSweep)] = []

    func take() -> (CoverageAccumulator, CoverageSweep) {
        lock.lock(); defer { lock.unlock() }
        return idle.popLast() ?? (CoverageAccumulator(), CoverageSweep())
    }

    func give(_ accumulator: CoverageAccumulator, _ sweep: CoverageSweep) {
        lock.lock(); defer { lock.unlock() }
        // Keep only sets of canvas-band size, so the pool never pins a huge one-off buffer.
        if idle.count < ScratchPool.capacity && accumulator.cellCapacity <= Canvas.bandCells + (1 << 16) { idle.append((accumulator, sweep)) }
    }
}
