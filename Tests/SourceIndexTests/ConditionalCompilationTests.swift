import SourceIndex
import Testing

/// Swift files read as the compiler reads them for a target: `#if` branches that are not
/// compiled are left out, and unknown conditions take both branches.
@Suite struct ConditionalCompilationTests {
  /// The identifiers performed in `body`, with the platforms each is compiled for.
  static func performed(_ body: String, _ conditions: CompilationConditions = .unknown)
    -> [String: CompiledPlatforms]
  {
    let text = "class ListViewController: UIViewController {\n  func open() {\n\(body)\n  }\n}\n"
    let index = SourceIndex(files: [("List.swift", text)], conditions: conditions)
    var found: [String: CompiledPlatforms] = [:]
    for use in index.performedIdentifiers { found[use.value] = use.platforms }
    return found
  }

  static func perform(_ identifier: String) -> String {
    "performSegue(withIdentifier: \"\(identifier)\", sender: nil)"
  }

  static let chain = """
    #if os(iOS)
    \(perform("Phone"))
    #elseif os(macOS)
    \(perform("Mac"))
    #else
    \(perform("Other"))
    #endif
    \(perform("Always"))
    """

  @Test func withoutAPlatformEachBranchIsMarkedWithThePlatformsItIsCompiledFor() {
    #expect(
      Self.performed(Self.chain) == [
        "Phone": .iOS, "Mac": .macOS, "Other": [.tvOS, .watchOS, .visionOS], "Always": .all,
      ])
  }

  @Test func aKnownPlatformKeepsOnlyItsBranch() {
    #expect(Self.performed(Self.chain, .init(platform: .macOS)) == ["Mac": .all, "Always": .all])
    #expect(Self.performed(Self.chain, .init(platform: .tvOS)) == ["Other": .all, "Always": .all])
  }

  @Test func customConditionsAreReadWhenKnownAndTakeBothBranchesWhenNot() {
    let body = """
      #if DEBUG && !STAGING
      \(Self.perform("Debug"))
      #else
      \(Self.perform("Release"))
      #endif
      """
    #expect(Set(Self.performed(body).keys) == ["Debug", "Release"])
    let debug = CompilationConditions(platform: .iOS, activeConditions: ["DEBUG"])
    #expect(Set(Self.performed(body, debug).keys) == ["Debug"])
    let release = CompilationConditions(platform: .iOS, activeConditions: [])
    #expect(Set(Self.performed(body, release).keys) == ["Release"])
  }

  @Test func operatorsParenthesesAndOtherConditionsCombineAsTheCompilerDoes() {
    let body = """
      #if (os(iOS) || os(tvOS)) && canImport(UIKit)
      \(Self.perform("Touch"))
      #endif
      #if canImport(AppKit) && !targetEnvironment(macCatalyst)
      \(Self.perform("AppKit"))
      #endif
      #if targetEnvironment(simulator)
      \(Self.perform("Simulator"))
      #endif
      #if swift(>=5.9) || false
      \(Self.perform("Swift"))
      #endif
      #if false
      \(Self.perform("Never"))
      #elseif true
      \(Self.perform("Elseif"))
      #else
      \(Self.perform("AfterTrue"))
      #endif
      #if os(Linux)
      \(Self.perform("Linux"))
      #endif
      """
    #expect(
      Self.performed(body) == [
        "Touch": [.iOS, .tvOS], "AppKit": .macOS,
        "Simulator": [.iOS, .tvOS, .watchOS, .visionOS], "Swift": .all, "Elseif": .all,
      ])
  }

  @Test func nestedConditionsNarrowTheOuterOnes() {
    let body = """
      #if !os(macOS)
      #if DEBUG
      \(Self.perform("Inner"))
      #else
      #if os(watchOS)
      \(Self.perform("Watch"))
      #endif
      #endif
      #endif
      """
    #expect(
      Self.performed(body) == [
        "Inner": [.iOS, .tvOS, .watchOS, .visionOS], "Watch": .watchOS,
      ])
  }

  @Test func aBranchThatIsNotCompiledDeclaresNothing() {
    let text = """
      #if os(macOS)
      class MacViewController: NSViewController {}
      #else
      class PhoneViewController: UIViewController {}
      #endif
      """
    let mac = SourceIndex(files: [("A.swift", text)], conditions: .init(platform: .macOS))
    #expect(mac.classes == ["MacViewController"])
    #expect(SourceIndex(files: [("A.swift", text)]).classes.count == 2)
  }
}
