import CellShotRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Compares `actual` with `reference`.
///
/// Byte-identical images cost about a `memcmp`. Otherwise rows are compared 8 bytes at a time
/// and only differing pixels are judged by `options.metric`. Ignore regions and the mask are
/// applied first; with the YIQ and CIEDE2000 metrics, a pixel that looks like anti-aliasing in
/// either image is counted separately unless `includeAA` is set. Images of different sizes are
/// compared over their overlap and every other pixel of the larger canvas counts as different.
/// - Throws: ``DiffError`` for empty or malformed images, a mask of the wrong size, an option out
///   of range, or a metric that cannot run — never a silent pass.
public func compare(reference: Image, actual: Image, options: DiffOptions = DiffOptions()) throws(DiffError) -> DiffResult {
    let (width, height, total) = try checkInputs(reference: reference, actual: actual, options: options)
    let sameSize = reference.width == actual.width && reference.height == actual.height
    if sameSize && bytesEqual(reference.pixels, actual.pixels) {
        return DiffResult(
            passed: true, verdict: .identical, metric: options.metric, differentPixels: 0, antialiasedPixels: 0,
            ignoredPixels: 0, totalPixels: total, diffRatio: 0,
            maxDeltaE: options.metric == .ciede2000 ? 0 : nil, meanDeltaE: options.metric == .ciede2000 ? 0 : nil,
            regions: [], sizeMismatch: nil, width: width, height: height, marks: PixelMarks())
    }
    if options.metric == .ciede2000 { try CIEDE2000.selfCheck() }

    var scan = PixelScan(options: options, referenceWidth: reference.width, actualWidth: actual.width,
                         width: min(reference.width, actual.width), height: min(reference.height, actual.height),
                         canvasWidth: width)
    reference.pixels.withUnsafeBufferPointer { referenceBuffer in
        actual.pixels.withUnsafeBufferPointer { actualBuffer in
            if let mask = options.mask {
                mask.pixels.withUnsafeBufferPointer { maskBuffer in scan.run(referenceBuffer.baseAddress!, actualBuffer.baseAddress!, maskBuffer.baseAddress) }
            } else {
                scan.run(referenceBuffer.baseAddress!, actualBuffer.baseAddress!, nil)
            }
        }
    }
    if scan.deltaENotANumber {
        throw .metricUnavailable(.ciede2000, reason: "ΔE was not a number for some pixel")
    }

    let overlap = scan.width * scan.height
    let outside = total - overlap
    let different = scan.different + outside
    let ratio = Double(different) / Double(total)
    var sizeMismatch: SizeMismatch?
    if !sameSize {
        sizeMismatch = SizeMismatch(referenceWidth: reference.width, referenceHeight: reference.height,
                                    actualWidth: actual.width, actualHeight: actual.height)
    }
    var regions = RegionFinder.regions(marks: scan.marks, canvasWidth: width, mergeDistance: options.regionMergeDistance)
    if !sameSize {
        regions = RegionFinder.addingOutside(regions, overlapWidth: scan.width, overlapHeight: scan.height,
                                             canvasWidth: width, canvasHeight: height)
    }

    let verdict: DiffVerdict
    if !sameSize {
        verdict = .sizeMismatch
    } else if different == 0 {
        verdict = .equivalent
    } else {
        let pixelsSet = options.maxDiffPixels > 0, ratioSet = options.maxDiffRatio > 0
        let ok = (pixelsSet || ratioSet)
            && (!pixelsSet || different <= options.maxDiffPixels)
            && (!ratioSet || ratio <= options.maxDiffRatio)
        verdict = ok ? .withinTolerance : .different
    }
    return DiffResult(
        passed: verdict == .equivalent || verdict == .withinTolerance, verdict: verdict, metric: options.metric,
        differentPixels: different, antialiasedPixels: scan.antialiased, ignoredPixels: scan.ignored,
        totalPixels: total, diffRatio: ratio,
        maxDeltaE: options.metric == .ciede2000 ? scan.maxDeltaE : nil,
        meanDeltaE: options.metric == .ciede2000 ? (overlap > 0 ? scan.sumDeltaE / Double(overlap) : 0) : nil,
        regions: regions, sizeMismatch: sizeMismatch, width: width, height: height, marks: scan.marks)
}

/// Validates both images, the options and the mask; returns the canvas size and pixel count.
func checkInputs(reference: Image, actual: Image, options: DiffOptions) throws(DiffError) -> (Int, Int, Int) {
    try checkImage(reference, .reference)
    try checkImage(actual, .actual)
    try options.validate()
    if let mask = options.mask {
        try checkImage(mask, .mask)
        guard mask.width == reference.width, mask.height == reference.height else {
            throw .maskSizeMismatch(maskWidth: mask.width, maskHeight: mask.height,
                                    referenceWidth: reference.width, referenceHeight: reference.height)
        }
    }
    let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
    let (total, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, total <= Int(Int32.max) else { throw .tooLarge(width: width, height: height) }
    return (width, height, total)
}

private func checkImage(_ image: Image, _ role: DiffImageRole) throws(DiffError) {
    let bytes: Int
    do { bytes = try Image.byteCount(width: image.width, height: image.height) } catch {
        throw .malformedImage(role, error)
    }
    guard image.pixels.count == bytes else {
        throw .malformedImage(role, .byteCountMismatch(width: image.width, height: image.height,
                                                        expected: bytes, actual: image.pixels.count))
    }
    guard image.width > 0, image.height > 0 else {
        throw .emptyImage(role, width: image.width, height: image.height)
    }
}

/// Byte equality of two equally long buffers with `memcmp`.
@inline(__always) func bytesEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.withUnsafeBytes { pa in
        rhs.withUnsafeBytes { pb in memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0 }
    }
}

/// The slow path: walks the overlap row by row, skips equal rows with `memcmp` and equal pixel
/// pairs 8 bytes at a time, and judges each differing pixel.
struct PixelScan {
    let options: DiffOptions
    let referenceWidth: Int
    let actualWidth: Int
    /// The overlap that is compared.
    let width: Int
    let height: Int
    let canvasWidth: Int
    let yiq: YIQ
    let maxDelta: Double

    var different = 0
    var antialiased = 0
    var ignored = 0
    var maxDeltaE = 0.0
    var sumDeltaE = 0.0
    var deltaENotANumber = false
    var marks = PixelMarks()

    init(options: DiffOptions, referenceWidth: Int, actualWidth: Int, width: Int, height: Int, canvasWidth: Int) {
        self.options = options
        self.referenceWidth = referenceWidth
        self.actualWidth = actualWidth
        self.width = width
        self.height = height
        self.canvasWidth = canvasWidth
        self.yiq = YIQ(whiteBackground: options.alphaBackground == .white)
        self.maxDelta = 35215 * options.threshold * options.threshold
    }

    mutating func run(_ reference: UnsafePointer<UInt8>, _ actual: UnsafePointer<UInt8>, _ mask: UnsafePointer<UInt8>?) {
        let rowBytes = width * 4
        let ra = UnsafeRawPointer(reference), rb = UnsafeRawPointer(actual)
        for row in 0..<height {
            let offA = row * referenceWidth * 4, offB = row * actualWidth * 4
            if memcmp(ra + offA, rb + offB, rowBytes) == 0 { continue }
            var column = 0
            while column + 1 < width {
                let wa = ra.loadUnaligned(fromByteOffset: offA + column * 4, as: UInt64.self)
                let wb = rb.loadUnaligned(fromByteOffset: offB + column * 4, as: UInt64.self)
                if wa != wb {
                    if UInt32(truncatingIfNeeded: wa) != UInt32(truncatingIfNeeded: wb) { visit(reference, actual, mask, column, row) }
                    if wa >> 32 != wb >> 32 { visit(reference, actual, mask, column + 1, row) }
                }
                column += 2
            }
            if column < width {
                let wa = ra.loadUnaligned(fromByteOffset: offA + column * 4, as: UInt32.self)
                let wb = rb.loadUnaligned(fromByteOffset: offB + column * 4, as: UInt32.self)
                if wa != wb { visit(reference, actual, mask, column, row) }
            }
        }
    }

    /// Judges one pixel whose RGBA words differ.
    private mutating func visit(_ reference: UnsafePointer<UInt8>, _ actual: UnsafePointer<UInt8>, _ mask: UnsafePointer<UInt8>?,
                                _ column: Int, _ row: Int) {
        if isIgnored(column, row, mask) { ignored += 1; return }
        let posA = (row * referenceWidth + column) * 4, posB = (row * actualWidth + column) * 4
        let pa = reference + posA, pb = actual + posB
        if options.channelTolerance > 0 {
            let tolerance = Int32(options.channelTolerance)
            if abs(Int32(pa[0]) - Int32(pb[0])) <= tolerance, abs(Int32(pa[1]) - Int32(pb[1])) <= tolerance,
               abs(Int32(pa[2]) - Int32(pb[2])) <= tolerance, abs(Int32(pa[3]) - Int32(pb[3])) <= tolerance { return }
        }
        let darker: Bool
        switch options.metric {
        case .exact:
            darker = yiq.delta(pa, pb, k: posA, yOnly: true) > 0
        case .yiq:
            let delta = yiq.delta(pa, pb, k: posA, yOnly: false)
            guard abs(delta) > maxDelta else { return }
            darker = delta < 0
        case .ciede2000:
            let l1 = CIEDE2000.lab(pixel: pa, k: posA, yiq), l2 = CIEDE2000.lab(pixel: pb, k: posA, yiq)
            let distance = CIEDE2000.deltaE(l1, l2)
            if !distance.isFinite { deltaENotANumber = true; return }
            sumDeltaE += distance
            if distance > maxDeltaE { maxDeltaE = distance }
            guard distance > options.perceptualTolerance else { return }
            darker = l2.l < l1.l
        }
        let index = row * canvasWidth + column
        if options.metric != .exact && !options.includeAA
            && (yiq.antialiased(reference, referenceWidth, actual, actualWidth, column, row, width, height)
                || yiq.antialiased(actual, actualWidth, reference, referenceWidth, column, row, width, height)) {
            antialiased += 1
            marks.append(index, .antialiased)
        } else {
            different += 1
            marks.append(index, darker ? .differentDarker : .different)
        }
    }

    @inline(__always) private func isIgnored(_ column: Int, _ row: Int, _ mask: UnsafePointer<UInt8>?) -> Bool {
        if let mask, mask[(row * referenceWidth + column) * 4 + 3] == 0 { return true }
        for region in options.ignoreRegions where column >= region.minX && column < region.maxX && row >= region.minY && row < region.maxY { return true }
        return false
    }
}
