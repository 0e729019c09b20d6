// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CellShot",
    platforms: [.macOS(.v13)],
    products: [
        .library(
            name: "CellShot",
            targets: ["CellShotRaster", "CellShotText", "CellShotPNG", "CellShotDiff", "CellShotLayout"]),
        .library(name: "CellShotStore", targets: ["CellShotStore"]),
        .library(name: "CellShotTesting", targets: ["CellShotTesting"]),
        .library(name: "CellShotCatalog", targets: ["CellShotCatalog"]),
        .executable(name: "snapshot", targets: ["snapshot"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // libpng, found through pkg-config.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // Whole encode/decode calls in C, each with its own setjmp, so Swift never sees a longjmp.
        .target(name: "CPNGShim", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("z")]),

        .target(name: "CellShotRaster"),
        .target(
            name: "CellShotText", dependencies: ["CellShotRaster", "CellShotPNG"],
            resources: [.copy("Resources/Fonts")]),
        .target(name: "CellShotPNG", dependencies: ["CellShotRaster", "CPNGShim"]),
        .target(name: "CellShotDiff", dependencies: ["CellShotRaster"]),
        .target(
            name: "CellShotLayout", dependencies: ["CellShotRaster", "CellShotText", "CellShotPNG"],
            resources: [.copy("Icons/Resources")]),

        // References on disk, record modes, exact-by-default comparison, failure messages and
        // artifacts: shared by the test assertions and the command line.
        .target(name: "CellShotStore", dependencies: ["CellShotLayout", "CellShotPNG", "CellShotDiff"]),
        // assertSnapshot for XCTest and Swift Testing, strategies, scoped settings.
        .target(name: "CellShotTesting", dependencies: ["CellShotStore"]),
        // The catalog file, the record / verify runner and its reports.
        .target(
            name: "CellShotCatalog",
            dependencies: [
                "CellShotStore", "CellShotRaster", "CellShotLayout", "CellShotPNG", "CellShotDiff",
                .product(name: "Yams", package: "Yams"),
            ]),

        // The release-mode benchmarks behind `snapshot bench`, kept out of the user's commands.
        .target(
            name: "CellShotBench",
            dependencies: [
                "CellShotRaster", "CellShotText", "CellShotPNG", "CellShotDiff", "CellShotLayout", "CellShotStore",
                "CellShotCatalog", "CPNGShim",
            ]),

        .executableTarget(
            name: "snapshot",
            dependencies: [
                "CellShotRaster", "CellShotText", "CellShotPNG", "CellShotDiff", "CellShotLayout", "CellShotStore", "CellShotCatalog", "CellShotBench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        .testTarget(
            name: "CellShotRasterTests", dependencies: ["CellShotRaster", "CellShotPNG", "CellShotTesting"], exclude: ["Golden"]),
        .testTarget(
            name: "CellShotTextTests", dependencies: ["CellShotText", "CellShotPNG", "CellShotTesting"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "CellShotPNGTests", dependencies: ["CellShotPNG", "CPNGShim"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "CellShotDiffTests", dependencies: ["CellShotDiff", "CellShotPNG", "CellShotTesting"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "CellShotLayoutTests", dependencies: ["CellShotLayout", "CellShotPNG", "CellShotTesting"],
            exclude: ["Views/SwiftUITypeNames.txt", "Fixtures", "__Snapshots__"]),
        .testTarget(name: "CellShotStoreTests", dependencies: ["CellShotStore"]),
        .testTarget(name: "CellShotTestingTests", dependencies: ["CellShotTesting"], exclude: ["__Snapshots__"]),
        // Helpers shared by the catalog and command-line tests.
        .target(name: "CellShotTestSupport", path: "Tests/Support"),
        .testTarget(name: "CellShotCatalogTests", dependencies: ["CellShotCatalog", "CellShotLayout", "CellShotPNG", "CellShotTestSupport"]),
        .testTarget(name: "SnapshotCLITests", dependencies: ["snapshot", "CellShotCatalog", "CellShotPNG", "CellShotTestSupport"]),
    ]
)
