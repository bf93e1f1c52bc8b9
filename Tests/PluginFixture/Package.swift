// swift-tools-version: 6.0
import PackageDescription

// A package that applies SegueKit's build plugins as an app's own package would, and uses the
// generated code. Not part of SegueKit's package graph: Scripts/ci/plugins.sh builds it and
// checks what each build did. With SEGUE_FIXTURE_PLUGINS=none the same target builds without
// the plugins, the baseline of `segue-benchmark --plugin-rebuild`.
let withPlugins = Context.environment["SEGUE_FIXTURE_PLUGINS"] != "none"

let package = Package(
  name: "PluginFixture",
  dependencies: [.package(name: "SegueKit", path: "../..")],
  targets: [
    .target(
      name: "Inbox",
      dependencies: [.product(name: "SegueKit", package: "SegueKit")],
      // Without the plugins nothing handles the storyboard.
      exclude: withPlugins ? [] : ["Main.storyboard"],
      plugins: withPlugins
        ? [
          .plugin(name: "SegueGeneratePlugin", package: "SegueKit"),
          .plugin(name: "SegueLintPlugin", package: "SegueKit"),
        ] : [])
  ]
)
