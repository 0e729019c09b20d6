// swift-tools-version:6.0
import PackageDescription

// A small client of CellShot, as a team would set it up: the app's UI descriptions in a
// library, snapshot tests (XCTest and Swift Testing) against committed references.
let package = Package(
    name: "TodoApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "CellShot", path: "../.."),
    ],
    targets: [
        .target(name: "TodoUI", dependencies: [.product(name: "CellShot", package: "CellShot")]),
        .testTarget(
            name: "TodoUITests",
            dependencies: ["TodoUI", .product(name: "CellShotTesting", package: "CellShot")],
            exclude: ["__Snapshots__"]),
    ]
)
