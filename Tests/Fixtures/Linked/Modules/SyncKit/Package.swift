// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "SyncKit",
  products: [
    .library(
      name: "SyncKit",
      targets: ["SyncKit", "Sync-Support"])
  ],
  targets: [.target(name: "SyncKit"), .target(name: "Sync-Support")]
)
