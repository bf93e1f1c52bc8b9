// swift-tools-version: 6.0
import PackageDescription

/// Upcoming language features turned on for every target, so the code is ready for them.
let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "SegueKit",
  platforms: [.iOS(.v13), .tvOS(.v13), .macOS(.v10_15), .watchOS(.v6)],
  products: [
    .library(name: "SegueKit", targets: ["SegueKit"]),
    .library(name: "HeadlessNavigation", targets: ["HeadlessNavigation"]),
    .library(name: "StoryboardKit", targets: ["StoryboardKit"]),
    .executable(name: "segue", targets: ["segue"]),
  ],
  targets: [
    // The storyboard model and its parser.
    .target(name: "StoryboardKit", swiftSettings: upcomingFeatures),
    // The runtime library apps link: typed segues and PushDetailSegue.
    .target(name: "SegueKit", swiftSettings: upcomingFeatures),
    // A headless model of UIKit navigation that conforms to SegueKit's protocols.
    .target(
      name: "HeadlessNavigation", dependencies: ["SegueKit"], swiftSettings: upcomingFeatures),
    // The logic of the `segue` command: dump, generate, lint, graph.
    .target(
      name: "SegueCommands", dependencies: ["StoryboardKit"], swiftSettings: upcomingFeatures),
    .executableTarget(
      name: "segue", dependencies: ["SegueCommands"], swiftSettings: upcomingFeatures),
    // Prints throughput figures beside the baselines; run with `swift run -c release segue-benchmark`.
    .executableTarget(
      name: "segue-benchmark", dependencies: ["StoryboardKit", "SegueCommands"],
      path: "Sources/SegueBenchmark", swiftSettings: upcomingFeatures),
    .testTarget(
      name: "StoryboardKitTests", dependencies: ["StoryboardKit"],
      exclude: ["Fixtures"], swiftSettings: upcomingFeatures),
    .testTarget(
      name: "SegueKitTests", dependencies: ["SegueKit", "HeadlessNavigation"],
      swiftSettings: upcomingFeatures),
    .testTarget(
      name: "SegueCommandsTests", dependencies: ["SegueCommands", "StoryboardKit"],
      exclude: ["Fixtures", "Snapshots"], swiftSettings: upcomingFeatures),
  ]
)
