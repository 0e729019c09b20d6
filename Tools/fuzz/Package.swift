// swift-tools-version:6.0
// libFuzzer targets for CellShot's parsers. Build and run them with `./run.sh`, which builds
// them with `./swiftpm.sh` (AddressSanitizer and coverage counters in every module). Each
// target links libFuzzer, and its `main.swift` starts libFuzzer's driver on its test function
// (FuzzSupport's `runFuzzer`).
import PackageDescription

func target(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: products.map { .product(name: $0, package: "CellShot") } + ["FuzzSupport"],
        linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])])
}

let package = Package(
    name: "CellShotFuzz",
    dependencies: [.package(name: "CellShot", path: "../..")],
    targets: [
        target("FuzzPNG", ["CellShot"]),
        target("FuzzFont", ["CellShot"]),
        target("FuzzSVG", ["CellShot"]),
        target("FuzzDiffOptions", ["CellShot"]),
        target("FuzzShape", ["CellShot"]),
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver"]),
        .target(name: "CFuzzerDriver"),
        target("FuzzCatalog", ["CellShotCatalog"]),
        target("FuzzCatalogWhole", ["CellShotCatalog"]),
        target("FuzzReport", ["CellShotCatalog"]),
    ]
)
