/// What the compiler knows about a target when it reads the `#if` conditions of its Swift
/// files: the platform, the custom conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, such as
/// `DEBUG`), the modules it can import. What is not known is left nil: a condition that
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
  /// Whether the build is for a simulator; nil when unknown.
  package var simulator: Bool?

  package init(
    platform: CompiledPlatforms? = nil, activeConditions: Set<String>? = nil,
    importableModules: Set<String> = [], simulator: Bool? = nil
  ) {
    self.platform = platform
    self.activeConditions = activeConditions
    self.importableModules = importableModules
    self.simulator = simulator
  }

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
