// swift-tools-version: 6.1
import PackageDescription

// TabMotion's package-benchmark suites, kept apart from the library's package (as
// package-benchmark recommends) so that depending on TabMotion never pulls in the benchmark
// harness or the malloc interposer. Run them with `./dev bench`, or from this folder with
// `swift package benchmark`.
/// One suite: an executable target in Benchmarks/<name>, using TabMotion's `products`.
func suite(_ name: String, _ products: [String], demos: Bool = false) -> Target {
  .executableTarget(
    name: name,
    dependencies: products.map { .product(name: $0, package: "TabMotion") }
      + (demos ? ["BenchmarkDemos"] : [])
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
    // The gallery's demos are not a product of TabMotion (no user depends on them); the
    // benchmarks measure them from the same sources, through a link to their folder, as a
    // module of this package.
    .target(
      name: "BenchmarkDemos",
      dependencies: [
        .product(name: "TabMotionCore", package: "TabMotion"),
        .product(name: "TabMotionUI", package: "TabMotion"),
      ],
      path: "Benchmarks/BenchmarkDemos"),
    suite("CoreBenchmarks", ["TabMotionCore"]),
    suite("TabBarBenchmarks", ["TabMotionCore", "TabMotionUI"], demos: true),
    suite("CollapsingBenchmarks", ["TabMotionCore", "TabMotionUI"], demos: true),
    suite("RenderBenchmarks", ["TabMotionCore", "TabMotionUI", "TabMotionRender"], demos: true),
    suite("CompositorBenchmarks", ["TabMotionCore", "TabMotionUI", "TabMotionRender"]),
  ],
  swiftLanguageModes: [.v6]
)
