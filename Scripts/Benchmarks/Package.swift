// swift-tools-version:6.1
//
// Benchmarks for SharedCore, kept out of the main package so `swift test` never times anything.
// Run with `Scripts/bench` (release build). Each suite lives in its own file. The peers (Swinject,
// GRDB, swift-crypto, CSV.swift, SwiftCSV) are here only to be measured against; the shipped package has no dependencies.
import PackageDescription

let package = Package(
  name: "SharedCoreBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "SharedCore", path: "../.."),
    .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
    .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
    .package(url: "https://github.com/apple/swift-crypto.git", exact: "3.12.3"),
    .package(url: "https://github.com/yaslab/CSV.swift.git", exact: "2.5.2"),
    .package(url: "https://github.com/swiftcsv/SwiftCSV.git", exact: "0.10.0"),
  ],
  targets: [
    .executableTarget(
      name: "shared-bench",
      dependencies: [
        .product(name: "SharedCore", package: "SharedCore"),
        .product(name: "SharedPlatform", package: "SharedCore"),
        .product(name: "SharedTesting", package: "SharedCore"),
        .product(name: "BillsFeature", package: "SharedCore"),
        .product(name: "DPPFeature", package: "SharedCore"),
        .product(name: "IndiaTax", package: "SharedCore"),
        .product(name: "PartiesFeature", package: "SharedCore"),
        .product(name: "PlansFeature", package: "SharedCore"),
        .product(name: "PlansTesting", package: "SharedCore"),
        .product(name: "ProductsFeature", package: "SharedCore"),
        .product(name: "ReportsFeature", package: "SharedCore"),
        .product(name: "ReportsTesting", package: "SharedCore"),
        .product(name: "WalletFeature", package: "SharedCore"),
        .product(name: "WalletTesting", package: "SharedCore"),
        .target(name: "CBenchCrypto", condition: .when(platforms: [.linux])),
        .product(name: "Swinject", package: "Swinject"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "CSV", package: "CSV.swift"),
        .product(name: "SwiftCSV", package: "SwiftCSV"),
      ],
      path: "Sources/shared-bench"
    ),
    /// The system libcrypto on Linux: the raw ECDSA baseline the wallet's token verification is measured against.
    .systemLibrary(name: "CBenchCrypto", path: "Sources/CBenchCrypto", pkgConfig: "libcrypto"),
  ]
)
