// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "TabMotion",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TabMotionCore", targets: ["TabMotionCore"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "TabMotionCore",
      dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
    .testTarget(
      name: "TabMotionCoreTests",
      dependencies: [
        "TabMotionCore",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "RealModule", package: "swift-numerics"),
      ]),
    .executableTarget(
      name: "CoreBenchmarks",
      dependencies: [
        "TabMotionCore",
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/CoreBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
  ],
  swiftLanguageModes: [.v6]
)
