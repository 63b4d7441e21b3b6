// swift-tools-version: 6.1
import PackageDescription

// TabMotion's package-benchmark suites, kept apart from the library's package (as
// package-benchmark recommends) so that depending on TabMotion never pulls in the benchmark
// harness or the malloc interposer. Run them with `./dev bench`, or from this folder with
// `swift package benchmark`.
/// One suite: an executable target in Benchmarks/<name>, using TabMotion's `products`.
func suite(_ name: String, _ products: [String]) -> Target {
  .executableTarget(
    name: name,
    dependencies: products.map { .product(name: $0, package: "TabMotion") }
      + [.product(name: "Benchmark", package: "package-benchmark")],
    path: "Benchmarks/\(name)",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")])
}

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
    suite("CoreBenchmarks", ["TabMotionCore"]),
    suite("TabBarBenchmarks", ["TabMotionCore", "TabMotionUI", "TabMotionDemos"]),
    suite("CollapsingBenchmarks", ["TabMotionCore", "TabMotionUI", "TabMotionDemos"]),
    suite(
      "RenderBenchmarks", ["TabMotionCore", "TabMotionUI", "TabMotionRender", "TabMotionDemos"]),
    suite("CompositorBenchmarks", ["TabMotionCore", "TabMotionUI", "TabMotionRender"]),
  ],
  swiftLanguageModes: [.v6]
)
