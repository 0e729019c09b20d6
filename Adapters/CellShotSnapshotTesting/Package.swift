// swift-tools-version:6.0
import PackageDescription

// Snapshotting strategies for pointfreeco/swift-snapshot-testing that render with CellShot.
// A separate package, so CellShot itself never resolves swift-snapshot-testing.
let package = Package(
    name: "CellShotSnapshotTesting",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CellShotSnapshotTesting", targets: ["CellShotSnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "CellShot", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        .target(
            name: "CellShotSnapshotTesting",
            dependencies: [
                .product(name: "CellShot", package: "CellShot"),
                .product(name: "CellShotTesting", package: "CellShot"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .testTarget(
            name: "CellShotSnapshotTestingTests", dependencies: ["CellShotSnapshotTesting"],
            exclude: ["__Snapshots__"]),
    ]
)
