/// What the compilers know about a target when they read the `#if` conditions of its Swift and
/// Objective-C files: the platform, the custom conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`,
/// such as `DEBUG`), the preprocessor macros (`GCC_PREPROCESSOR_DEFINITIONS`, such as
/// `DEBUG=1`), the modules it can import. What is not known is left nil: a condition that
/// depends on it takes both branches, so that it never makes up a finding.
package struct CompilationConditions: Sendable, Hashable {
  /// The platform built for; nil when unknown, and then each region of code is read for the
  /// platforms whose `os(…)` conditions allow it (``CompiledPlatforms``).
  package var platform: CompiledPlatforms?
  /// The custom conditions that are set; nil when they are not known, and then `#if DEBUG`
  /// and the like take both branches.
  package var activeConditions: Set<String>?
  /// Modules `canImport(…)` finds besides the platform's own frameworks (the target's
  /// dependencies); a module neither names is not known.
  package var importableModules: Set<String>
  /// Whether ``importableModules`` are every module there is (a compile against a fixed set of
  /// modules, such as the CI's stub SDKs), so that `canImport(…)` of any other is false.
  package var importsAreComplete = false
  /// The major version of the Swift the files are written in (`SWIFT_VERSION`); nil when
  /// unknown, and then read as Swift 3 or later. Swift 2 gives a method's first parameter no
  /// argument label unless one is written, so `func done(segue: UIStoryboardSegue)` is
  /// `done:` to Objective-C there, and `doneWithSegue:` from Swift 3 on.
  package var swiftLanguageVersion: Int?
  /// Whether the build is for a simulator; nil when unknown.
  package var simulator: Bool?
  /// Whether the build is for Mac Catalyst; nil when unknown.
  package var macCatalyst: Bool?
  /// The macros the build settings define for Objective-C, each with its value as written
  /// (`1` for a plain `NAME`); nil when the settings are not known. A macro they do not
  /// define may still come from a header, so it is unknown, except those of
  /// ``settingsMacros``.
  package var preprocessorDefinitions: [String: String]?
  /// Whether ``preprocessorDefinitions`` are every macro there is (an Info.plist run through
  /// the preprocessor includes no header), so that any other is undefined, not unknown.
  package var definitionsAreComplete = false
  /// Macros that only build settings define (``settingsMacros``, and those the project's
  /// other targets define to pick a target): undefined when the settings do not define them.
  package var settingsOnlyMacros: Set<String> = Self.settingsMacros

  package init(
    platform: CompiledPlatforms? = nil, activeConditions: Set<String>? = nil,
    importableModules: Set<String> = [], simulator: Bool? = nil,
    preprocessorDefinitions: [String: String]? = nil
  ) {
    self.platform = platform
    self.activeConditions = activeConditions
    self.importableModules = importableModules
    self.simulator = simulator
    self.preprocessorDefinitions = preprocessorDefinitions
  }

  /// What a build target's settings give the compilers: its platform by the name `os(…)`
  /// gives it (nil, or a name Swift does not know: any platform), its
  /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and its `GCC_PREPROCESSOR_DEFINITIONS`.
  package init(osName: String?, swiftConditions: [String], preprocessorDefinitions: [String]) {
    self.init(
      platform: osName.flatMap(CompiledPlatforms.init(osName:)),
      activeConditions: Set(swiftConditions),
      preprocessorDefinitions: Self.definitions(preprocessorDefinitions))
  }

  /// The definitions of `GCC_PREPROCESSOR_DEFINITIONS` items (`NAME` or `NAME=VALUE`, as
  /// clang's `-D` reads them): a plain `NAME` is `1`; a later item of a name wins.
  package static func definitions(_ items: [String]) -> [String: String] {
    var definitions: [String: String] = [:]
    for item in items {
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = parts.first, !name.isEmpty else { continue }
      definitions[String(name)] = parts.count > 1 ? String(parts[1]) : "1"
    }
    return definitions
  }

  /// Macros that only the build settings define, by Xcode's convention: its project templates
  /// set `DEBUG=1` in the Debug configuration and nothing in Release. When the settings are
  /// known and do not define one, it is undefined.
  static let settingsMacros: Set<String> = ["DEBUG"]

  /// Nothing known: every condition but `true`, `false` and `os(…)` of a known platform
  /// takes both branches.
  package static let unknown = Self()

  /// Frameworks of each platform's SDK that `canImport(…)` is asked about most.
  static let frameworks: [String: CompiledPlatforms] = [
    "UIKit": [.iOS, .tvOS, .watchOS, .visionOS], "AppKit": .macOS,
    "WatchKit": .watchOS, "Cocoa": .macOS, "SwiftUI": .all, "Foundation": .all,
    "Combine": .all, "ARKit": [.iOS, .visionOS], "RealityKit": [.iOS, .macOS, .visionOS],
  ]
}
