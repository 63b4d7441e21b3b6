// swift-tools-version: 6.1
// A screen of its own built with TabMotion's public products only — the package a user would
// start from. It depends on the repository by path; yours would use
// `.package(url: "https://github.com/…/TabMotion", from: "…")`.
import PackageDescription

let package = Package(
  name: "RecipeBox",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "RecipeBox", targets: ["RecipeBox"]),
    .executable(name: "recipe-box", targets: ["recipe-box"]),
  ],
  dependencies: [.package(name: "TabMotion", path: "../..")],
  targets: [
    .target(
      name: "RecipeBox",
      dependencies: [
        .product(name: "TabMotionCore", package: "TabMotion"),
        .product(name: "TabMotionUI", package: "TabMotion"),
      ]),
    .executableTarget(
      name: "recipe-box",
      dependencies: [
        "RecipeBox",
        .product(name: "TabMotionCore", package: "TabMotion"),
        .product(name: "TabMotionUI", package: "TabMotion"),
        .product(name: "TabMotionRender", package: "TabMotion"),
        .product(name: "TabMotionWindow", package: "TabMotion"),
      ]),
    .testTarget(
      name: "RecipeBoxTests",
      dependencies: [
        "RecipeBox",
        .product(name: "TabMotionCore", package: "TabMotion"),
        .product(name: "TabMotionUI", package: "TabMotion"),
        .product(name: "TabMotionRender", package: "TabMotion"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
