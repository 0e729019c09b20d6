#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import Foundation
import SwiftUI
import Testing
import UIKit

/// `Image("name")`, `Color("name")`, `UIImage(named:)` and `UIColor(named:)` read the asset
/// catalogs of the snapshot's environment; with none they are the documented placeholders.
@Suite struct AssetFrontTests {
    /// The layout tests' sample catalog: Avatar (40 pt; blue light, orange dark) and Brand.
    static let samplePath: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        return url.deletingLastPathComponent().appendingPathComponent("CellShotLayoutTests/Fixtures/Sample.xcassets").path
    }()

    static func env(_ appearance: Appearance, catalogs: Bool) throws -> CellEnvironment {
        var e = CellEnvironment(appearance: appearance, scale: 3)
        if catalogs { e.resources.catalogs = [try AssetCatalog(path: samplePath)] }
        return e
    }

    /// A row as apps write it: the names are looked up while its body runs.
    struct BrandRow: View {
        var body: some View {
            HStack(spacing: 0) {
                Image("Avatar")
                Color("Brand").frame(width: 10, height: 40)
            }
        }
    }

    struct UIKitRow: View {
        var body: some View {
            HStack(spacing: 0) {
                if let image = UIImage(named: "Avatar") { Image(uiImage: image) }
                Color(UIColor(named: "Brand") ?? .systemGreen).frame(width: 10, height: 40)
            }
        }
    }

    /// Generated asset symbols, as Xcode writes them.
    struct ResourceRow: View {
        var body: some View {
            HStack(spacing: 0) {
                Image(.avatar)
                Color(.brand).frame(width: 10, height: 40)
            }
        }
    }

    @Test func namesComeFromTheEnvironmentsCatalogs() throws {
        for row in [AnyView(BrandRow()), AnyView(UIKitRow()), AnyView(ResourceRow())] {
            let dark = try row.render(width: 50, environment: Self.env(.dark, catalogs: true), background: .clear)
            #expect(dark.width == 150 && dark.height == 120)
            #expect(dark[60, 10] == RGBA8(255, 159, 10))    // the avatar's dark variant at 3×
            #expect(dark[140, 60] == RGBA8(255, 107, 143))  // Brand's dark colour
            let light = try row.render(width: 50, environment: Self.env(.light, catalogs: true), background: .clear)
            #expect(light[60, 10] == RGBA8(52, 120, 246))
        }
    }

    static func has(_ image: CellShotRaster.Image, _ pixel: RGBA8) -> Bool {
        stride(from: 0, to: image.pixels.count, by: 4).contains {
            RGBA8(image.pixels[$0], image.pixels[$0 + 1], image.pixels[$0 + 2], image.pixels[$0 + 3]) == pixel
        }
    }

    @Test func withoutCatalogsTheyAreThePlaceholders() throws {
        let image = try BrandRow().render(width: 50, environment: Self.env(.light, catalogs: false), background: .clear)
        #expect(Self.has(image, SystemColor.systemGray.dynamic.light.rgba8))
        #expect(!Self.has(image, RGBA8(52, 120, 246)))
        // UIKit answers nil for a missing asset, so the row's own fallback shows.
        let uikit = try UIKitRow().render(width: 50, environment: Self.env(.light, catalogs: false), background: .clear)
        #expect(Self.has(uikit, SystemColor.systemGreen.dynamic.light.rgba8))
        // Made outside a render, a colour cannot see the snapshot's catalogs.
        #expect(UIColor(named: "Brand") == nil)
    }

    @Test func anUnknownImageNameIsATypedErrorWithTheNearest() throws {
        let error = #expect(throws: CellError.self) {
            try Image("Avatr").render(width: 50, environment: Self.env(.light, catalogs: true))
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("Avatar"))
    }
}
extension ImageResource {
    static let avatar = ImageResource(name: "Avatar", bundle: .main)
}

extension ColorResource {
    static let brand = ColorResource(name: "Brand", bundle: .main)
}
#endif
