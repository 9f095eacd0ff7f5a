// swift-tools-version:6.1
//
// Benchmarks for SharedCore, kept out of the main package so `swift test` never times anything.
// Run with `Scripts/bench` (release build). Each suite lives in its own file.
import PackageDescription

let package = Package(
  name: "SharedCoreBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "SharedCore", path: "../..")],
  targets: [
    .executableTarget(
      name: "shared-bench",
      dependencies: [
        .product(name: "SharedCore", package: "SharedCore"),
        .product(name: "SharedPlatform", package: "SharedCore"),
        .product(name: "SharedTesting", package: "SharedCore"),
        .product(name: "DPPFeature", package: "SharedCore"),
      ],
      path: "Sources/shared-bench"
    )
  ]
)
