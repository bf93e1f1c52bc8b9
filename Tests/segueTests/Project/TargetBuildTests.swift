import Foundation
import SegueGenerator
import SegueTestSupport
import SourceIndex
import Testing

@testable import AppInputs
@testable import SegueCommandLine
@testable import SegueGenerateCommand
@testable import segue

/// Each target of Tests/Fixtures/Project is read as Xcode builds it: its sources as the
/// compiler reads them for its platform and compilation conditions, and its `StoryboardScene`
/// loading the storyboards from the bundle its kind compiles them into.
@Suite struct TargetBuildTests {
  static let project = Snapshot.fixture("Project")

  static func target(_ name: String) throws -> InputTarget {
    let options = InputOptions(
      paths: [], projects: [project], targets: [name], sources: [], module: nil)
    let capture = CapturedConsole()
    let resolution = try InputResolution.resolve(options, console: capture.console)
    return try #require(resolution.targets.first)
  }

  @Test func theMacTargetDoesNotReadItsIOSOnlyCode() throws {
    let mac = try #require(
      try Self.target("MacApp").load(reading: .everything, console: CapturedConsole().console)
        .sources)
    #expect(mac.classes.contains("MacOnlyViewController"))
    #expect(!mac.classes.contains("PhoneOnlyViewController"))
    let phone = try #require(
      try Self.target("PhoneApp").load(reading: .everything, console: CapturedConsole().console)
        .sources)
    #expect(phone.classes.contains("PhoneOnlyViewController"))
    #expect(!phone.classes.contains("MacOnlyViewController"))
  }

  @Test func eachTargetKnowsItsPlatformActiveConditionsAndPreprocessorDefinitions() throws {
    let phone = try Self.target("PhoneApp").conditions
    #expect(phone.platform == .iOS)
    #expect(phone.activeConditions?.contains("PHONE") == true)
    #expect(try Self.target("MacApp").conditions.platform == .macOS)
    #expect(try Self.target("Kit").conditions.preprocessorDefinitions == ["KIT": "1"])
    #expect(phone.preprocessorDefinitions == [:])
  }

  @Test(arguments: [
    ("Kit", SceneBundle.ofFramework), ("PhoneApp", .main), ("MacApp", .main),
    ("Generated", .main),
  ])
  func theBundleComesFromTheTargetsKind(name: String, bundle: SceneBundle) throws {
    #expect(try Self.target(name).bundle == bundle)
  }

  @Test func theFrameworksScenesUseTheFrameworksBundle() {
    let (kit, kitCode) = Self.generate(["--target", "Kit"])
    #expect(kit == .success)
    #expect(kitCode.contains("Bundle(for: BundleToken.self)"))
    #expect(!kitCode.contains("#if SWIFT_PACKAGE"))
    let (phone, phoneCode) = Self.generate(["--target", "PhoneApp"])
    #expect(phone == .success)
    #expect(phoneCode.contains("Bundle.main"))
    let (given, givenCode) = Self.generate(["--target", "Kit", "--bundle", "Bundle.kitResources"])
    #expect(given == .success)
    #expect(givenCode.contains("Bundle.kitResources"))
    #expect(!givenCode.contains("Bundle(for: BundleToken.self)"))
  }

  static func generate(_ arguments: [String]) -> (ExitCode, String) {
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["generate", "--project", project] + arguments, console: capture.console)
    return (status, capture.standardOutput)
  }
}
