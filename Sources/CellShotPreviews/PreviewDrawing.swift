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
        let settings = environment
        return [String(preview), String(width.bitPattern), settings.appearance.rawValue, settings.contentSize.rawValue,
                settings.layoutDirection == .leftToRight ? "ltr" : "rtl", String(settings.scale.bitPattern), settings.locale.rawValue,
                String(settings.timeZone.secondsFromGMT), settings.contrast.rawValue, String(settings.now.timeIntervalSince1970.bitPattern)]
            .joined(separator: "\t")
    }

    /// The drawing a plan line describes, or nil when the line is not one.
    package init?(line: Substring) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 10, let preview = Int(fields[0]), let width = UInt64(fields[1]).map(Double.init(bitPattern:)),
              let appearance = Appearance(rawValue: fields[2]), let size = CellShotText.ContentSizeCategory(rawValue: fields[3]),
              fields[4] == "ltr" || fields[4] == "rtl", let scale = UInt64(fields[5]).map(Double.init(bitPattern:)),
              let zone = Int(fields[7]), let contrast = ColorContrast(rawValue: fields[8]),
              let now = UInt64(fields[9]).map(Double.init(bitPattern:))
        else { return nil }
        var environment = CellEnvironment(appearance: appearance, contentSize: size, scale: scale,
                                          layoutDirection: fields[4] == "ltr" ? .leftToRight : .rightToLeft,
                                          locale: CellLocale(rawValue: fields[6]), timeZone: FixedTimeZone(secondsFromGMT: zone),
                                          now: Date(timeIntervalSince1970: now))
        environment.contrast = contrast
        self.init(preview: preview, width: width, environment: environment)
    }
}
#endif
