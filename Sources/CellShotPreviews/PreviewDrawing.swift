#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import CellShotText
import Foundation
import SwiftUI

/// One drawing `assertPreviewSnapshots` makes: a preview (by its index in the registry's list of
/// the module) at a width in an environment, and the name of its matrix variant (nil: the call
/// has no matrix). The probe draws the same list, so a preview that traps only in one variant
/// is found there.
package struct PreviewDrawing: Sendable, Equatable {
    package var preview: Int
    package var width: Double
    package var environment: CellEnvironment
    package var variant: String?

    package init(preview: Int, width: Double, environment: CellEnvironment = .standard, variant: String? = nil) {
        self.preview = preview; self.width = width; self.environment = environment; self.variant = variant
    }

    /// One line of the probe's plan file: the preview's index, the width and the environment's
    /// settings, tab-separated (numbers as bit patterns, so the probe draws the very same values).
    /// An environment's resources are not written: the probe draws with the standard ones.
    package var line: String {
        let e = environment
        return [String(preview), String(width.bitPattern), e.appearance.rawValue, e.contentSize.rawValue,
                e.layoutDirection == .leftToRight ? "ltr" : "rtl", String(e.scale.bitPattern), e.locale.rawValue,
                String(e.timeZone.secondsFromGMT), e.contrast.rawValue, String(e.now.timeIntervalSince1970.bitPattern)]
            .joined(separator: "\t")
    }

    /// The drawing a plan line describes, or nil when the line is not one.
    package init?(line: Substring) {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count == 10, let preview = Int(f[0]), let width = UInt64(f[1]).map(Double.init(bitPattern:)),
              let appearance = Appearance(rawValue: f[2]), let size = CellShotText.ContentSizeCategory(rawValue: f[3]),
              f[4] == "ltr" || f[4] == "rtl", let scale = UInt64(f[5]).map(Double.init(bitPattern:)),
              let zone = Int(f[7]), let contrast = ColorContrast(rawValue: f[8]),
              let now = UInt64(f[9]).map(Double.init(bitPattern:))
        else { return nil }
        var environment = CellEnvironment(appearance: appearance, contentSize: size, scale: scale,
                                          layoutDirection: f[4] == "ltr" ? .leftToRight : .rightToLeft,
                                          locale: CellLocale(rawValue: f[6]), timeZone: FixedTimeZone(secondsFromGMT: zone),
                                          now: Date(timeIntervalSince1970: now))
        environment.contrast = contrast
        self.init(preview: preview, width: width, environment: environment)
    }
}
#endif
