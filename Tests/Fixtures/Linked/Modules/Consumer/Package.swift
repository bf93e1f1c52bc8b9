// swift-tools-version: 5.9
import PackageDescription

// Depends on SyncKit: its manifest names the product without declaring it.
let package = Package(
  name: "Consumer",
  products: [.library(name: "Consumer", targets: ["Consumer"])],
  dependencies: [.package(path: "../SyncKit")],
  targets: [
    .target(name: "Consumer", dependencies: [.product(name: "SyncKit", package: "SyncKit")])
  ]
)
