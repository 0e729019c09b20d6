// swift-tools-version:6.0
import PackageDescription

// An app's feature package, as an iOS team lays it out: rows written in SwiftUI in a library
// target (plain `import SwiftUI`), snapshot tests beside them. On Linux, `SwiftUI`, `UIKit`
// and `Combine` come from CellShot's CellShotSwiftUI product; on Apple platforms the
// condition leaves Apple's frameworks in place.
let package = Package(
    name: "SwiftUIRows",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "CellShot", path: "../.."),
    ],
    targets: [
        .target(
            name: "Rows",
            dependencies: [.product(name: "CellShotSwiftUI", package: "CellShot", condition: .when(platforms: [.linux]))]),
        .testTarget(
            name: "RowsTests",
            dependencies: [
                "Rows",
                .product(name: "CellShotSwiftUI", package: "CellShot", condition: .when(platforms: [.linux])),
                .product(name: "CellShotTesting", package: "CellShot"),
                .product(name: "CellShotSwiftUITesting", package: "CellShot", condition: .when(platforms: [.linux])),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
