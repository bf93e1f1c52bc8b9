import SourceIndex

/// A stub SDK the typecheck compiles against (`Scripts/build-apple-stubs`): the platform its
/// code is for, the modules it provides, and how `#if`s read there.
package enum Variant: String, CaseIterable {
  case uikit, tvos, appkit

  /// The platform the variant's code is compiled for.
  var platform: CompiledPlatforms {
    switch self {
    case .uikit: .iOS
    case .tvos: .tvOS
    case .appkit: .macOS
    }
  }

  /// The variant `name` names; fails for another name.
  package static func named(_ name: String) throws(CIFailure) -> Variant {
    guard let variant = Variant(rawValue: name) else {
      let known = allCases.map(\.rawValue).joined(separator: ", ")
      throw CIFailure("the variant is one of \(known), not \(name).")
    }
    return variant
  }

  /// The platform as `segue dump` names it.
  package var platformName: String {
    switch self {
    case .uikit: "iOS"
    case .tvos: "tvOS"
    case .appkit: "macOS"
    }
  }

  /// The UI framework of the variant.
  var framework: String { self == .appkit ? "AppKit" : "UIKit" }

  /// The modules the stubs provide; SegueKit is built beside them.
  var sdkModules: Set<String> { ["Swift", "Foundation", "Dispatch", framework, "SegueKit"] }

  /// Modules whose import says a file belongs to another platform's target.
  var otherPlatformModules: Set<String> {
    self == .appkit
      ? ["UIKit", "WatchKit", "ClockKit"] : ["AppKit", "Cocoa", "WatchKit", "ClockKit"]
  }

  /// What the compiler knows when it reads the copies: the platform, no custom conditions (it
  /// is given no `-D`), exactly the stubs' modules, neither a simulator nor Mac Catalyst.
  var conditions: CompilationConditions {
    var conditions = CompilationConditions(
      platform: platform, activeConditions: [], importableModules: sdkModules, simulator: false)
    conditions.importsAreComplete = true
    conditions.macCatalyst = false
    return conditions
  }

  /// Test frameworks: a file importing one belongs to a test target.
  static let testModules: Set<String> = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting"]
}
