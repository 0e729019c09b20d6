// swift-tools-version:6.0
// libFuzzer targets for CellShot's parsers. Build and run them with `./run.sh` (see README.md):
// they need `--sanitize=fuzzer` (libFuzzer provides `main`), so a plain `swift build` here fails.
import PackageDescription

let fuzzer: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

func target(_ name: String, _ products: [String], support: Bool = false) -> Target {
    .executableTarget(
        name: name,
        dependencies: products.map { .product(name: $0, package: "CellShot") } + (support ? ["FuzzSupport"] : []),
        swiftSettings: fuzzer)
}

let package = Package(
    name: "CellShotFuzz",
    dependencies: [.package(name: "CellShot", path: "../..")],
    targets: [
        target("FuzzPNG", ["CellShot"]),
        target("FuzzFont", ["CellShot"], support: true),
        target("FuzzSVG", ["CellShot"]),
        target("FuzzDiffOptions", ["CellShot"]),
        target("FuzzShape", ["CellShot"], support: true),
        .target(name: "FuzzSupport"),
        target("FuzzCatalog", ["CellShotCatalog"]),
        target("FuzzCatalogWhole", ["CellShotCatalog"]),
        target("FuzzReport", ["CellShotCatalog"]),
    ]
)
