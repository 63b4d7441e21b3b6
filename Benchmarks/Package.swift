// swift-tools-version: 6.1
import PackageDescription

// TabMotion's package-benchmark suites, kept apart from the library's package (as
// package-benchmark recommends) so that depending on TabMotion never pulls in the benchmark
// harness or the malloc interposer. Run them with `./dev bench`, or from this folder with
// `swift package benchmark`.
let benchmark = Target.Dependency.product(name: "Benchmark", package: "package-benchmark")
let plugins: [Target.PluginUsage] = [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]

let package = Package(
  name: "TabMotionBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "TabMotion", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "CoreBenchmarks",
      dependencies: [.product(name: "TabMotionCore", package: "TabMotion"), benchmark],
      path: "Benchmarks/CoreBenchmarks", plugins: plugins),
    .executableTarget(
      name: "TabBarBenchmarks",
      dependencies: [
        .product(name: "TabMotionCore", package: "TabMotion"),
        .product(name: "TabMotionUI", package: "TabMotion"),
        .product(name: "TabMotionDemos", package: "TabMotion"), benchmark,
      ],
      path: "Benchmarks/TabBarBenchmarks", plugins: plugins),
    .executableTarget(
      name: "CollapsingBenchmarks",
      dependencies: [
        .product(name: "TabMotionCore", package: "TabMotion"),
        .product(name: "TabMotionUI", package: "TabMotion"),
        .product(name: "TabMotionDemos", package: "TabMotion"), benchmark,
      ],
      path: "Benchmarks/CollapsingBenchmarks", plugins: plugins),
    .executableTarget(
      name: "RenderBenchmarks",
      dependencies: [
        .product(name: "TabMotionCore", package: "TabMotion"),
        .product(name: "TabMotionUI", package: "TabMotion"),
        .product(name: "TabMotionRender", package: "TabMotion"),
        .product(name: "TabMotionDemos", package: "TabMotion"), benchmark,
      ],
      path: "Benchmarks/RenderBenchmarks", plugins: plugins),
  ],
  swiftLanguageModes: [.v6]
)
