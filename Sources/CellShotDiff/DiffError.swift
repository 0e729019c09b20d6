import CellShotRaster

/// Which of the compared images an error is about.
public enum DiffImageRole: String, Sendable, Equatable {
    case reference, actual, mask
}

/// Why two images could not be compared. Never a silent pass.
public enum DiffError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The image has no pixels (width or height 0).
    case emptyImage(DiffImageRole, width: Int, height: Int)
    /// The image's byte count is not width × height × 4, or its size is invalid.
    case malformedImage(DiffImageRole, ImageError)
    /// The mask is not the size of the reference.
    case maskSizeMismatch(maskWidth: Int, maskHeight: Int, referenceWidth: Int, referenceHeight: Int)
    /// The two images together are larger than the comparison can index.
    case tooLarge(width: Int, height: Int)
    /// An option is out of its range.
    case invalidOption(name: String, value: String, expected: String)
    /// The metric cannot run here (its self-check failed or it produced a non-number).
    case metricUnavailable(DiffMetric, reason: String)

    public var description: String {
        switch self {
        case let .emptyImage(role, width, height):
            return "\(role.rawValue) image is empty (\(width)×\(height)); expected at least 1×1 pixels"
        case let .malformedImage(role, error):
            return "\(role.rawValue) image is malformed: \(error.description)"
        case let .maskSizeMismatch(mw, mh, rw, rh):
            return "mask is \(mw)×\(mh) but the reference is \(rw)×\(rh); expected the same size"
        case let .tooLarge(width, height):
            return "comparison area \(width)×\(height) is too large (at most 2^31 pixels)"
        case let .invalidOption(name, value, expected):
            return "option \(name) = \(value) is invalid; expected \(expected)"
        case let .metricUnavailable(metric, reason):
            return "metric \(metric.rawValue) cannot run: \(reason)"
        }
    }
}
