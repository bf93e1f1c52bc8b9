// swift-tools-version: 5.9
import PackageDescription

// The app's own package: two modules the app imports.
let package = Package(
  name: "LedgerKit",
  platforms: [.iOS(.v15)],
  products: [
    .library(name: "LedgerUI", targets: ["LedgerUI"]),
    .library(name: "LedgerModel", targets: ["LedgerModel"]),
  ],
  targets: [
    .target(name: "LedgerModel"),
    .target(name: "LedgerUI", dependencies: ["LedgerModel"]),
  ]
)
