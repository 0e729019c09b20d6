import CellShotLayout
import CellShotRaster
import CellShotText
import Foundation
import Testing

/// Fonts carried by the environment (`CellResources.fonts`): a render resolves families in its
/// own registry, so renders with different registries run side by side and the process-wide
/// `FontRegistry.shared` does not change them.
@Suite struct FontResourcesTests {
    static func registry(_ file: String) throws -> FontRegistry {
        let r = FontRegistry()
        try r.register(name: "Brand", data: try #require(FontRegistry.bundledFontData(file)))
        return r
    }

    static func text(_ family: String, fonts: FontRegistry = .standard) throws -> Image {
        var env = CellEnvironment(scale: 1)
        env.resources.fonts = fonts
        return try TextView("Wide Brand Text").font(Font(family: family, weight: .regular, size: 20)).render(width: 200, environment: env)
    }

    @Test func theStandardRegistryIsReadOnly() throws {
        #expect(throws: FontError.readOnlyRegistry) {
            try FontRegistry.standard.register(name: "Brand", data: FontRegistry.bundledFontData("Roboto-Bold") ?? [])
        }
    }

    /// "Brand" is Roboto Bold in one registry and DejaVu Sans in another; drawn at once, each
    /// render matches the family it names, and neither is the fallback.
    @Test func registriesLiveInTheEnvironment() async throws {
        let bold = try Self.registry("Roboto-Bold"), dejaVu = try Self.registry("DejaVuSans")
        async let a = Task.detached { try (0..<4).map { _ in try Self.text("Brand", fonts: bold) } }.value
        async let b = Task.detached { try (0..<4).map { _ in try Self.text("Brand", fonts: dejaVu) } }.value
        let (ia, ib) = try await (a, b)
        // Booleans, so a failure prints no pixels.
        let stable = Set(ia.map(\.pixels)).count == 1 && Set(ib.map(\.pixels)).count == 1
        let distinct = ia[0] != ib[0]
        let isDejaVu = try ib[0] == Self.text("DejaVu Sans")
        let notFallback = try ia[0] != Self.text("NoSuchFamily")
        let standardFallsBack = try ib[0] != Self.text("Brand")   // the standard registry has no "Brand"
        #expect(stable && distinct && isDejaVu && notFallback && standardFallsBack)
    }

    /// A font registered in `FontRegistry.shared` is not seen by a render's default environment.
    @Test func theSharedRegistryDoesNotChangeRenders() throws {
        let name = "SharedOnly-\(UUID().uuidString)"
        try FontRegistry.shared.register(name: name, data: try #require(FontRegistry.bundledFontData("DejaVuSans")))
        defer { FontRegistry.shared.unregister(name: name) }
        let fallback = try Self.text(name) == Self.text("NoSuchFamily")
        let shared = try Self.text(name, fonts: .shared) == Self.text("DejaVu Sans")
        #expect(fallback && shared)
    }
}
