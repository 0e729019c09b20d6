#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
extension PreviewDevice {
    /// The device's screen width in points, for the iPhone names Xcode's `.previewDevice` takes
    /// (Apple's published screen sizes), or nil for a device this list does not know.
    public var width: Double? { Self.widths[rawValue] }

    /// Screen widths in points by device name, as Xcode spells the names.
    private static let widths: [String: Double] = {
        var widths: [String: Double] = [:]
        let groups: [(Double, [String])] = [
            (320, ["iPhone SE (1st generation)", "iPhone 5s", "iPod touch (7th generation)"]),
            (375, ["iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 8", "iPhone X", "iPhone Xs",
                   "iPhone 11 Pro", "iPhone 12 mini", "iPhone 13 mini"]),
            (390, ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"]),
            (393, ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"]),
            (402, ["iPhone 16 Pro"]),
            (414, ["iPhone 8 Plus", "iPhone Xs Max", "iPhone Xr", "iPhone 11", "iPhone 11 Pro Max"]),
            (428, ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"]),
            (430, ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"]),
            (440, ["iPhone 16 Pro Max"]),
        ]
        for (width, names) in groups { for name in names { widths[name] = width } }
        return widths
    }()
}
#endif
