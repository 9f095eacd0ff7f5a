// swift-tools-version:6.1
//
// An app package that adopts SharedCore exactly as the README tells a new user to: a path
// dependency, PlatformModule + DPPModule composed in the app target, feature tests with
// DPP's testing kit and SharedTesting. Scripts/test builds and tests it, so the adopter's path
// can't silently break.
import PackageDescription

let package = Package(
  name: "ConsumerApp",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)],
  dependencies: [
    .package(name: "SharedCore", path: "../..")
  ],
  targets: [
    .target(
      name: "App",
      dependencies: [
        .product(name: "DPPFeature", package: "SharedCore"),
        .product(name: "SharedPlatform", package: "SharedCore"),
      ]
    ),
    .testTarget(
      name: "AppTests",
      dependencies: [
        "App",
        .product(name: "DPPTesting", package: "SharedCore"),
        .product(name: "SharedTesting", package: "SharedCore"),
      ]
    ),
  ]
)
