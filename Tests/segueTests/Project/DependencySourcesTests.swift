import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@testable import AppInputs
@testable import SegueCommandLine
@testable import segue

/// PhoneApp of Tests/Fixtures/Project links the framework target Kit: Kit's sources are read
/// with PhoneApp's, in module Kit, so that the classes its storyboard names from Kit are
/// checked rather than skipped as outside the sources.
@Suite struct DependencySourcesTests {
  @Test func theAppReadsTheFrameworksClassesInTheFrameworksModule() throws {
    let phone = try TargetBuildTests.target("PhoneApp")
    #expect(phone.dependencies.map(\.module) == ["Kit"])
    #expect(phone.dependencies.first?.conditions.platform == .iOS)
    let index = try #require(
      try phone.load(reading: .everything, console: CapturedConsole().console).sources)
    #expect(index.classModules["KitViewController"] == [.named("Kit")])
    #expect(index.classModules["PhoneViewController"] == [.app])
    // Kit links nothing, and the Mac app links no Kit.
    #expect(try TargetBuildTests.target("Kit").dependencies.isEmpty)
    #expect(try TargetBuildTests.target("MacApp").dependencies.isEmpty)
  }

  @Test func aFrameworkClassTheStoryboardNamesIsFound() throws {
    let (status, findings) = try Self.lint(replacing: nil)
    #expect(status != .usage)
    #expect(findings.contains("[private-segue-action]"))
    #expect(!findings.contains("custom-class-not-found"))
  }

  @Test func aMisspelledFrameworkClassIsReported() throws {
    let (status, findings) = try Self.lint(
      replacing: ("customClass=\"KitViewController\"", "customClass=\"KitViewContoller\""))
    #expect(status != .usage)
    #expect(
      findings.contains(
        "Main.storyboard:33:17: warning: No source declares 'KitViewContoller', the custom "
          + "class of this controller. [custom-class-not-found]"))
  }

  /// `segue lint --project COPY --target PhoneApp` in a copy of the fixture whose PhoneApp
  /// storyboard has `edit` applied.
  static func lint(replacing edit: (String, String)?) throws -> (ExitCode, String) {
    let directory = try TemporaryDirectory()
    let copy = directory.path + "/Project"
    try FileManager.default.copyItem(atPath: TargetBuildTests.project, toPath: copy)
    if let edit {
      let file = copy + "/PhoneApp/Base.lproj/Main.storyboard"
      let text = try String(contentsOfFile: file, encoding: .utf8)
      try FileManager.default.removeItem(atPath: file)
      try text.replacingOccurrences(of: edit.0, with: edit.1)
        .write(toFile: file, atomically: true, encoding: .utf8)
    }
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["lint", "--project", copy, "--target", "PhoneApp"], console: capture.console)
    return (status, capture.standardOutput + capture.standardError)
  }
}
