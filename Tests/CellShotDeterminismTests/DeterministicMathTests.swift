import Foundation
import Testing
import CellShotRaster

/// DeterministicMath against the platform libm (used here only as a reference) over dense grids.
@Suite struct DeterministicMathTests {
    /// Max |DeterministicMath − libm| over `n + 1` evenly spaced points in [a, b].
    static func maxAbsError(_ a: Double, _ b: Double, _ n: Int, _ f: (Double) -> Double, _ ref: (Double) -> Double) -> Double {
        var worst = 0.0
        for i in 0...n {
            let x = a + (b - a) * Double(i) / Double(n)
            worst = max(worst, abs(f(x) - ref(x)))
        }
        return worst
    }

    @Test func sinAndCosWithinBound() {
        #expect(Self.maxAbsError(-10, 10, 400_000, DeterministicMath.sin, Foundation.sin) <= 2.3e-16)
        #expect(Self.maxAbsError(-10, 10, 400_000, DeterministicMath.cos, Foundation.cos) <= 2.3e-16)
        #expect(Self.maxAbsError(-1e4, 1e4, 400_000, DeterministicMath.sin, Foundation.sin) <= 2.3e-16)
        #expect(Self.maxAbsError(-1e4, 1e4, 400_000, DeterministicMath.cos, Foundation.cos) <= 2.3e-16)
        #expect(Self.maxAbsError(-1e6, 1e6, 100_000, DeterministicMath.sin, Foundation.sin) <= 1e-15)
        // Tiny arguments keep full relative precision.
        for x in [1e-300, 1e-20, 1e-8, -3e-5] { #expect(DeterministicMath.sin(x) == Foundation.sin(x)) }
        #expect(DeterministicMath.cos(0) == 1)
        #expect(DeterministicMath.sin(0) == 0)
    }

    @Test func sincosMatchesSinAndCos() {
        for i in -2000...2000 {
            let x = Double(i) * 0.0137
            let sc = DeterministicMath.sincos(x)
            #expect(sc.sin == DeterministicMath.sin(x) && sc.cos == DeterministicMath.cos(x))
        }
    }

    @Test func atan2WithinBound() {
        var worst = 0.0
        for i in 0..<720_00 {
            let angle = -Foundation.acos(-1.0) + Double(i) * (2 * Foundation.acos(-1.0) / 72_000)
            for r in [1e-3, 1.0, 37.5, 1e8] {
                let x = r * Foundation.cos(angle), y = r * Foundation.sin(angle)
                worst = max(worst, abs(DeterministicMath.atan2(y, x) - Foundation.atan2(y, x)))
            }
        }
        #expect(worst <= 4.5e-16)
        #expect(DeterministicMath.atan2(0, 0) == 0)
        #expect(DeterministicMath.atan2(0, -1) == DeterministicMath.pi)
        #expect(DeterministicMath.atan2(1, 0) == DeterministicMath.pi / 2)
        #expect(DeterministicMath.atan2(-1, 0) == -DeterministicMath.pi / 2)
        #expect(DeterministicMath.atan2(.nan, 1).isNaN)
        #expect(abs(DeterministicMath.atan2(.infinity, .infinity) - DeterministicMath.pi / 4) < 1e-16)
    }

    @Test func expWithinRelativeBound() {
        var worst = 0.0
        for i in 0...1_400_000 {
            let x = -700 + Double(i) * 0.001
            let ref = Foundation.exp(x)
            worst = max(worst, abs(DeterministicMath.exp(x) - ref) / ref)
        }
        #expect(worst <= 2.5e-16)
        #expect(DeterministicMath.exp(0) == 1)
        #expect(DeterministicMath.exp(710) == .infinity)
        #expect(DeterministicMath.exp(-746) == 0)
        #expect(DeterministicMath.exp(.nan).isNaN)
        // Subnormal results stay close.
        #expect(abs(DeterministicMath.exp(-740) - Foundation.exp(-740)) <= Foundation.exp(-740) * 1e-9)
    }

    @Test func erfWithinBound() {
        #expect(Self.maxAbsError(-7, 7, 1_400_000, DeterministicMath.erf, Foundation.erf) <= 1.5e-15)
        #expect(Self.maxAbsError(-1, 1, 400_000, DeterministicMath.erf, Foundation.erf) <= 2.3e-16)
        #expect(DeterministicMath.erf(0) == 0)
        #expect(DeterministicMath.erf(6) == 1 && DeterministicMath.erf(-100) == -1)
        #expect(DeterministicMath.erf(.nan).isNaN)
        #expect(DeterministicMath.erf(.infinity) == 1)
    }

    /// FNV-1a over the bit patterns of every function on a fixed grid. The same constant must
    /// come out of debug and optimised builds on every platform.
    static func gridHash() -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ v: Double) { h = (h ^ v.bitPattern) &* 0x0000_0100_0000_01b3 }
        for i in -5000...5000 {
            let x = Double(i) * 0.0123
            mix(DeterministicMath.sin(x)); mix(DeterministicMath.cos(x)); mix(DeterministicMath.exp(x * 0.5)); mix(DeterministicMath.erf(x * 0.1))
            mix(DeterministicMath.atan2(x, 1.5 - x * 0.3))
        }
        return h
    }

    @Test func resultsAreBitIdenticalAcrossBuilds() {
        #expect(Self.gridHash() == 549_184_593_864_779_205)
    }

    @Test func nonFiniteTrigIsNaN() {
        #expect(DeterministicMath.sin(.infinity).isNaN)
        #expect(DeterministicMath.cos(-.infinity).isNaN)
        #expect(DeterministicMath.sin(.nan).isNaN)
    }

    @Test func rotationQuarterTurnsAreExact() {
        let t = Transform.rotation(DeterministicMath.pi / 2)
        #expect(t.a == 0 && t.b == 1 && t.c == -1 && t.d == 0)
        let p = Transform.rotation(DeterministicMath.pi).apply(Point(2, 3))
        #expect(p == Point(-2, -3))
        let q = Transform.rotation(DeterministicMath.pi / 2, around: Point(10, 10)).apply(Point(11, 10))
        #expect(abs(q.x - 10) < 1e-12 && abs(q.y - 11) < 1e-12)
    }

    @Test func intRect() {
        let r = IntRect(enclosing: Rect(x: 0.5, y: -1.25, width: 2, height: 1.25))
        #expect(r == IntRect(x: 0, y: -2, width: 3, height: 2))
        #expect(IntRect(x: 0, y: 0, width: 4, height: 4).intersection(IntRect(x: 2, y: 3, width: 9, height: 9)) == IntRect(x: 2, y: 3, width: 2, height: 1))
        #expect(IntRect(x: 0, y: 0, width: 4, height: 4).intersection(IntRect(x: 4, y: 0, width: 1, height: 1)) == nil)
        #expect(IntRect(enclosing: Rect(x: .nan, y: 0, width: 1, height: 1)) == .zero)
        #expect(IntRect(enclosing: Rect(x: 0, y: 0, width: 1e300, height: 1)).width == 1 << 30)
        #expect(IntRect(minX: 2, minY: 3, maxX: 5, maxY: 4) == IntRect(x: 2, y: 3, width: 3, height: 1))
        #expect(IntRect(x: 0, y: 0, width: 2, height: 2).union(IntRect(x: 5, y: -1, width: 1, height: 1))
                == IntRect(minX: 0, minY: -1, maxX: 6, maxY: 2))
    }
}
