// swift-tools-version: 6.1
// A podcast library written the way a newcomer would write it, from TabMotion's documentation
// and public products only: title-only tabs, its own appearance in light and dark, the cube
// turning between shelves under a collapsing header.
import PackageDescription

let package = Package(
  name: "PodcastLibrary",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "PodcastLibrary", targets: ["PodcastLibrary"]),
    .executable(name: "podcast-library", targets: ["podcast-library"]),
  ],
  // A local checkout, named so that `package: "TabMotion"` works whatever its folder is called.
  dependencies: [.package(name: "TabMotion", path: "../..")],
  targets: [
    .target(
      name: "PodcastLibrary",
      dependencies: [
        .product(name: "TabMotionCore", package: "TabMotion"),
        .product(name: "TabMotionUI", package: "TabMotion"),
      ]),
    .executableTarget(
      name: "podcast-library",
      dependencies: [
        "PodcastLibrary",
        .product(name: "TabMotionCore", package: "TabMotion"),
        .product(name: "TabMotionUI", package: "TabMotion"),
        .product(name: "TabMotionRender", package: "TabMotion"),
        .product(name: "TabMotionWindow", package: "TabMotion"),
      ]),
    .testTarget(
      name: "PodcastLibraryTests",
      dependencies: [
        "PodcastLibrary",
        .product(name: "TabMotionCore", package: "TabMotion"),
        .product(name: "TabMotionUI", package: "TabMotion"),
        .product(name: "TabMotionRender", package: "TabMotion"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
