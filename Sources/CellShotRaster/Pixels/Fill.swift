internal import CRasterKernels
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs of one value written in C (`memset` and a word loop), not through the generic
/// `update(repeating:count:)`, which an unoptimised build runs element by element.
enum Fill {
    /// Stores `value` into `count` words from `dst` (nothing when `count` ≤ 0).
    @inline(__always)
    static func words(_ dst: UnsafeMutablePointer<UInt32>, _ value: UInt32, count: Int) {
        cs_fill_words(dst, count, value)
    }

    /// Stores `value` into `count` bytes from `dst` (nothing when `count` ≤ 0).
    @inline(__always)
    static func bytes(_ dst: UnsafeMutablePointer<UInt8>, _ value: UInt8, count: Int) {
        if count > 0 { memset(dst, Int32(value), count) }
    }
}
