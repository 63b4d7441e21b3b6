// swift-tools-version: 6.1
import PackageDescription

// The package-benchmark suites live in their own package (Benchmarks/Package.swift), so a
// package that depends on TabMotion never resolves benchmark or allocator packages.

let package = Package(
  name: "TabMotion",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TabMotionCore", targets: ["TabMotionCore"]),
    .library(name: "TabMotionUI", targets: ["TabMotionUI"]),
    .library(name: "TabMotionRender", targets: ["TabMotionRender"]),
    .library(name: "TabMotionWindow", targets: ["TabMotionWindow"]),
    // The gallery's screens: examples of the public API, and what the benchmarks measure.
    .library(name: "TabMotionDemos", targets: ["TabMotionDemos"]),
    .executable(name: "tabmotion", targets: ["tabmotion"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .target(
      name: "TabMotionCore",
      dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
    .target(
      name: "TabMotionUI",
      dependencies: ["TabMotionCore", .product(name: "RealModule", package: "swift-numerics")]),
    // The gallery and its demos: ordinary users of the public API, never a dependency of it.
    .target(name: "TabMotionDemos", dependencies: ["TabMotionCore", "TabMotionUI"]),
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    // One inline helper (a prefetch hint) for the perspective warp's inner loop; no library.
    .systemLibrary(name: "CRenderSupport"),
    .target(
      name: "TabMotionRender",
      dependencies: [
        "TabMotionCore", "TabMotionUI", "CCairo", "CPangoCairo", "CWebP", "CRenderSupport",
      ]),
    // SDL2 is found by its standard include layout (<SDL2/SDL.h>) and linked by the module map
    // rather than through pkg-config, whose `-D_REENTRANT` SwiftPM rejects with a warning on
    // every build.
    .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
    .target(
      name: "TabMotionWindow",
      dependencies: ["TabMotionCore", "TabMotionUI", "TabMotionRender", "CSDL2"]),
    .executableTarget(
      name: "tabmotion",
      dependencies: [
        "TabMotionCore", "TabMotionUI", "TabMotionRender", "TabMotionWindow", "TabMotionDemos",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The script fuzzer: a corpus replayer in ordinary builds, a libFuzzer target under
    // `./dev fuzz` (built with -sanitize=fuzzer -DFUZZING).
    .executableTarget(
      name: "tabmotion-fuzz",
      dependencies: ["TabMotionCore", "TabMotionUI", "TabMotionDemos", "CLibFuzzer"]),
    .systemLibrary(name: "CLibFuzzer"),
    // What every test target shares: tolerances, typed-error checks, pointer input, frame
    // stepping and trace reading. Never part of a product.
    .target(
      name: "TabMotionTestSupport",
      dependencies: ["TabMotionCore", "TabMotionUI", "TabMotionDemos"],
      path: "Tests/TabMotionTestSupport"),
    .testTarget(
      name: "TabMotionCoreTests",
      dependencies: [
        "TabMotionCore", "TabMotionTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "RealModule", package: "swift-numerics"),
      ]),
    .testTarget(
      name: "TabMotionUITests",
      dependencies: [
        "TabMotionCore", "TabMotionUI", "TabMotionDemos", "TabMotionTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "RealModule", package: "swift-numerics"),
      ]),
    .testTarget(
      name: "TabMotionDemosTests",
      dependencies: [
        "TabMotionCore", "TabMotionUI", "TabMotionDemos", "TabMotionTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "TabMotionRenderTests",
      dependencies: [
        "TabMotionCore", "TabMotionUI", "TabMotionRender", "TabMotionWindow", "TabMotionDemos",
        "TabMotionTestSupport", "CCairo",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    // The window as a user drives it: the `tabmotion window` command under a virtual X server.
    .testTarget(name: "TabMotionWindowTests", dependencies: ["tabmotion", "TabMotionTestSupport"]),
    .testTarget(
      name: "TabMotionCommandLineTests",
      dependencies: [
        "tabmotion", "TabMotionCore", "TabMotionUI", "TabMotionRender", "TabMotionDemos",
        "TabMotionTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
