// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "CellShot",
    platforms: [.macOS(.v13)],
    products: [
        // One import for a library user: `import CellShot`.
        .library(name: "CellShot", targets: ["CellShot"]),
        .library(name: "CellShotStore", targets: ["CellShotStore"]),
        .library(name: "CellShotTesting", targets: ["CellShotTesting"]),
        .library(name: "CellShotCatalog", targets: ["CellShotCatalog"]),
        .executable(name: "snapshot", targets: ["snapshot"]),
        // SwiftUI, UIKit and Combine on Linux: a row written for iOS compiles unchanged and
        // renders through CellShot's engine. Add with `condition: .when(platforms: [.linux])`.
        .library(name: "CellShotSwiftUI", targets: ["SwiftUI", "UIKit", "Combine", "_Testing_UIKit"]),
        // `assertPreviewSnapshots()`: every `#Preview` of a module as a snapshot test (Linux).
        .library(name: "CellShotSwiftUITesting", targets: ["CellShotSwiftUITesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `swift package generate-documentation` for the DocC catalogs (no code of it is linked).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The `#Preview` macro's compiler plug-in (only the SwiftUI front builds it). A fresh
        // resolve takes 603, Swift 6.3's: its plug-in ends quietly on the compiler's empty closing
        // message, which 602's reports as "Internal Error: … Corrupted JSON" (harmless, but noise);
        // 602 stays allowed for packages that pin it.
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    ],
    targets: [
        // libpng, found through pkg-config.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // Whole encode/decode calls in C, each with its own setjmp, so Swift never sees a longjmp.
        .target(name: "CPNGShim", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("z")]),

        // Bounded file reads, atomic writes and their test fault hooks: a target of its own so
        // that no module reaches file IO through another's public API. Not a product.
        .target(name: "CellShotIO"),
        // Pixel kernels in C (compositing, the pixel hash), fast in a debug build too.
        .target(name: "CRasterKernels"),
        .target(name: "CellShotRaster", dependencies: ["CRasterKernels"]),
        .target(
            name: "CellShotText", dependencies: ["CellShotIO", "CellShotRaster", "CellShotPNG"],
            resources: [.copy("Resources/Fonts"), .copy("Resources/Dictionaries")]),
        .target(name: "CellShotPNG", dependencies: ["CellShotIO", "CellShotRaster", "CPNGShim", "CRasterKernels"]),
        .target(name: "CellShotDiff", dependencies: ["CellShotRaster"]),
        .target(
            name: "CellShotLayout", dependencies: ["CellShotRaster", "CellShotText", "CellShotPNG", "CellShotDiff"],
            exclude: ["Views/LAYOUT.md"], resources: [.copy("Icons/Resources"), .copy("Dates/CLDR")]),
        // The project's own sample cells, views and tables: the catalog's `sample:` entries, the
        // benchmarks and the tests use them; a library user does not.
        .target(name: "CellShotGallery", dependencies: ["CellShotRaster", "CellShotText", "CellShotLayout"]),
        // The umbrella module: re-exports what a library user renders, saves and compares with.
        .target(
            name: "CellShot",
            dependencies: ["CellShotRaster", "CellShotText", "CellShotPNG", "CellShotDiff", "CellShotLayout"]),

        // References on disk, record modes, exact-by-default comparison, failure messages and
        // artifacts: shared by the test assertions and the command line. Below the layout engine:
        // a snapshot carries its layout as a `LayoutDump` (CellShotDiff), not a tree.
        .target(name: "CellShotStore", dependencies: ["CellShotIO", "CellShotRaster", "CellShotPNG", "CellShotDiff"]),
        // assertSnapshot for XCTest and Swift Testing, strategies, scoped settings.
        .target(
            name: "CellShotTesting",
            dependencies: ["CellShotIO", "CellShotStore", "CellShotRaster", "CellShotText", "CellShotPNG", "CellShotDiff", "CellShotLayout"]),
        // The catalog file, the record / verify runner and its reports.
        .target(
            name: "CellShotCatalog",
            dependencies: [
                "CellShotIO", "CellShotStore", "CellShotRaster", "CellShotText", "CellShotLayout", "CellShotGallery", "CellShotPNG",
                "CellShotDiff",
                .product(name: "Yams", package: "Yams"),
            ]),

        // The SwiftUI front (module names SwiftUI, UIKit, Combine; no CellShot target depends on them).
        .target(name: "Combine"),
        .target(name: "UIKit", dependencies: ["CellShotLayout", "CellShotRaster", "CellShotText"]),
        .target(name: "SwiftUI", dependencies: ["Combine", "UIKit", "CellShotLayout", "CellShotRaster", "CellShotText", "SwiftUIMacros", "CPreviewSection"]),
        // `#Preview` and `@Previewable`: each preview becomes a record in the `cellshot_previews` section.
        .macro(
            name: "SwiftUIMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        // The bounds of the `cellshot_previews` section, which the linker provides, and the fork
        // and watchdog of a preview probe.
        .target(name: "CPreviewSection"),
        // The C library allocator's settings for the `snapshot` program (glibc's `mallopt`).
        .target(name: "CAllocator"),
        // A module's previews laid out as their traits say, and the probe (a child process) that
        // finds the ones that trap; below the testing module, so the benchmarks run it too.
        .target(
            name: "CellShotPreviews",
            dependencies: [.target(name: "SwiftUI", condition: .when(platforms: [.linux])), "CellShotLayout", "CellShotRaster", "CellShotText",
                           "CPreviewSection"]),
        .target(
            name: "CellShotSwiftUITesting",
            dependencies: [
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "CellShotPreviews", condition: .when(platforms: [.linux])),
                "CellShotTesting", "CellShotLayout", "CellShotRaster", "CellShotDiff",
            ]),
        // Stands in for Swift Testing's UIKit cross-import overlay, which exists only for iOS.
        .target(name: "_Testing_UIKit"),

        // The release-mode benchmarks behind `snapshot bench`, kept out of the user's commands.
        .target(
            name: "CellShotBench",
            dependencies: [
                "CellShotRaster", "CellShotText", "CellShotPNG", "CellShotDiff", "CellShotLayout", "CellShotGallery", "CellShotStore",
                "CellShotCatalog",
                // The SwiftUI front's row benchmark, on Linux only (Apple platforms have their own SwiftUI).
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "CellShotPreviews", condition: .when(platforms: [.linux])),
            ]),

        .executableTarget(
            name: "snapshot",
            dependencies: [
                "CellShotIO", "CellShotRaster", "CellShotText", "CellShotPNG", "CellShotDiff", "CellShotLayout", "CellShotStore", "CellShotCatalog", "CellShotBench",
                "CAllocator", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        .testTarget(name: "CellShotRasterTests", dependencies: ["CellShotRaster", "CRasterKernels", "CellShotTestSupport"]),
        // Pixels that must not depend on the build configuration, the machine or the render
        // caches: committed hashes and golden images, and the project's own catalog. `.ci/run`
        // runs this target in release too.
        .testTarget(
            name: "CellShotDeterminismTests",
            dependencies: ["CellShotRaster", "CellShotText", "CellShotTesting", "CRasterKernels", "CellShotCatalog", "CellShotGallery",
                           "CellShotLayout", "CellShotStore"],
            exclude: ["Golden"]),
        .testTarget(
            name: "CellShotTextTests", dependencies: ["CellShotText", "CellShotRaster", "CellShotPNG", "CellShotTesting", "CellShotTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "CellShotPNGTests", dependencies: ["CellShotIO", "CellShotPNG", "CellShotRaster", "CPNGShim"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "CellShotDiffTests", dependencies: ["CellShotDiff", "CellShotRaster", "CellShotPNG", "CellShotTesting"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "CellShotLayoutTests",
            dependencies: ["CellShotLayout", "CellShotGallery", "CellShotRaster", "CellShotText", "CellShotPNG", "CellShotDiff", "CellShotTesting"],
            exclude: ["Views/SwiftUITypeNames.txt", "Fixtures", "__Snapshots__"]),
        .testTarget(name: "CellShotTests", dependencies: ["CellShot", "CellShotGallery"]),
        .testTarget(
            name: "CellShotStoreTests",
            dependencies: ["CellShotIO", "CellShotStore", "CellShotRaster", "CellShotPNG", "CellShotDiff", "CellShotLayout"]),
        .testTarget(
            name: "CellShotTestingTests", dependencies: ["CellShotTesting", "CellShotRaster", "CellShotLayout", "CellShotGallery"], exclude: ["__Snapshots__"]),
        .testTarget(name: "CellShotSwiftUITests", dependencies: [
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "UIKit", condition: .when(platforms: [.linux])),
                .target(name: "_Testing_UIKit", condition: .when(platforms: [.linux])),
                .target(name: "CellShotSwiftUITesting", condition: .when(platforms: [.linux])),
                .target(name: "CellShotPreviews", condition: .when(platforms: [.linux])),
                "CellShotTesting", "CellShotBench", "CellShotLayout", "CellShotRaster", "CellShotDiff",
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "SwiftUIMacrosTests",
            dependencies: [
                "SwiftUIMacros",
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]),
        // Helpers shared by test targets.
        .target(name: "CellShotTestSupport", path: "Tests/Support"),
        .testTarget(
            name: "CellShotCatalogTests",
            dependencies: [
                "CellShotIO", "CellShotCatalog", "CellShotStore", "CellShotRaster", "CellShotText", "CellShotLayout", "CellShotPNG",
                "CellShotTestSupport",
            ]),
        .testTarget(
            name: "SnapshotCLITests",
            dependencies: ["snapshot", "CellShotCatalog", "CellShotStore", "CellShotRaster", "CellShotPNG", "CellShotTestSupport"]),
    ]
)

// Every Swift target sees only the members of the modules it imports, and declares exactly
// the modules it imports.
for target in package.targets where target.type != .system && !["CPNGShim", "CRasterKernels", "CPreviewSection", "CAllocator"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}

// `CELLSHOT_TEST_TARGETS=A,B swift test …` builds and runs only those test targets, and builds
// only the targets they and the `snapshot` product reach (found by following the dependencies
// below, so the list cannot go stale). `.ci/run`'s release step uses it: the full test product
// holds the macro tests, which put every test target and its dependencies on the host side of
// the build (`-tool`), so an optimised build of it compiles the package twice (once for the
// `snapshot` product) plus swift-syntax's test support; the determinism tests alone share the
// `snapshot` product's modules.
// A name written `-Name` leaves that test target out of all of them instead: `.ci/run`'s debug
// step runs the macro tests (`SwiftUIMacrosTests`, which put a test product on the host side)
// apart from the others, so that the package is compiled once, not a second time as `-tool`.
// `-snapshot` leaves the `snapshot` product out too (unless a kept test target needs it):
// `.ci/run`'s release step builds the determinism tests alone, without the program, the SwiftUI
// front or the argument parser.
if let only = Context.environment["CELLSHOT_TEST_TARGETS"] {
    let names = only.split(separator: ",").map { String($0) }
    let listed = Set(names.filter { !$0.hasPrefix("-") })
    let excluded = Set(names.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) })
    let kept = Set(package.targets.map(\.name).filter { name in
        !excluded.contains(name) && (listed.isEmpty || listed.contains(name))
    })
    package.targets.removeAll { $0.type == .test && !kept.contains($0.name) }
    // `CELLSHOT_MACRO_PLUGIN=off` as well: the SwiftUI front without its `#Preview` macro plug-in,
    // so swift-syntax is not compiled (in release, most of the step's time). Nothing that the
    // kept targets compile may expand a macro of the front then: an expansion fails the build.
    // The front's macro declarations each print one warning (`plugin for module 'SwiftUIMacros'
    // not found`) and SwiftPM one that swift-syntax is unused; `.ci/run` expects them there.
    if Context.environment["CELLSHOT_MACRO_PLUGIN"] == "off" {
        for target in package.targets where target.name == "SwiftUI" {
            target.dependencies.removeAll { dependency in
                if case .byNameItem(name: "SwiftUIMacros", _) = dependency { return true }
                return false
            }
        }
    }
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var reached = Set<String>()
    var pending = package.targets.filter { $0.type == .test }.map(\.name) + (excluded.contains("snapshot") ? [] : ["snapshot"])
    while let name = pending.popLast() {
        guard reached.insert(name).inserted, let target = byName[name] else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(name: let dependencyName, _), .byNameItem(name: let dependencyName, _):
                pending.append(dependencyName)
            default:
                break
            }
        }
    }
    package.targets.removeAll { !reached.contains($0.name) }
    package.products.removeAll { product in
        let targets = (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
        return !targets.allSatisfy(reached.contains)
    }
}
