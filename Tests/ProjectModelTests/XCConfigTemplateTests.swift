import Foundation
import SegueDiagnostics
import SegueTestSupport
import Testing

@testable import ProjectModel

/// An xcconfig a repository leaves for each developer to make from a template beside it
/// (FreeTimePicker's `Config-Release.xcconfig`, with `Config-Release.xcconfig.sample` committed
/// and `*.xcconfig` ignored): no checkout has it, so its absence is a note that names the
/// template to copy, with or without the `.git` folder that tells what the repository ignores.
@Suite struct XCConfigTemplateTests {
  @Test func aMissingBaseXcconfigWithATemplateBesideItIsANoteNamingTheTemplate() throws {
    let directory = try FixtureCopy.make()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.moveItem(
      atPath: folder + "/Config/App.xcconfig", toPath: folder + "/Config/App.xcconfig.sample")
    let missing = try Project.load(at: folder).diagnostics.filter {
      $0.message.contains("'Config/App.xcconfig'")
    }
    #expect(missing.count == 2)
    #expect(
      missing.allSatisfy {
        $0.severity == .note
          && $0.message
            == "The configuration file 'Config/App.xcconfig' that the Release configuration is "
            + "based on is missing, and 'App.xcconfig.sample' beside it is its template, for "
            + "each developer to copy and fill in: its settings are left out until it is made."
      })
  }

  @Test func anIgnoredBaseXcconfigWithATemplateNamesTheTemplateNotATool() throws {
    let directory = try FixtureCopy.make()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.moveItem(
      atPath: folder + "/Config/App.xcconfig", toPath: folder + "/Config/App.sample.xcconfig")
    try FileManager.default.createDirectory(
      atPath: directory.path + "/.git", withIntermediateDirectories: false)
    try "*.xcconfig\n".write(
      toFile: directory.path + "/.gitignore", atomically: true, encoding: .utf8)
    let missing = try Project.load(at: folder).diagnostics.filter {
      $0.message.contains("'Config/App.xcconfig'")
    }
    #expect(missing.count == 2)
    #expect(
      missing.allSatisfy {
        $0.severity == .note && $0.message.contains("'App.sample.xcconfig' beside it")
      })
  }

  @Test func aMissingIncludedXcconfigWithATemplateIsANote() throws {
    let directory = try FixtureCopy.make()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.moveItem(
      atPath: folder + "/Config/Common.xcconfig",
      toPath: folder + "/Config/Common.xcconfig.example")
    let missing = try Project.load(at: folder).diagnostics.filter {
      $0.message.contains("'Common.xcconfig'")
    }
    #expect(
      missing.map(\.message) == [
        "The included file 'Common.xcconfig' is missing, and 'Common.xcconfig.example' beside "
          + "it is its template, for each developer to copy and fill in: its settings are left "
          + "out until it is made."
      ])
    #expect(missing.map(\.severity) == [.note])
  }

  /// A file of another name is no template: the warning stays.
  @Test func aMissingXcconfigWithNoTemplateStaysAWarning() throws {
    let directory = try FixtureCopy.make()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.moveItem(
      atPath: folder + "/Config/Common.xcconfig", toPath: folder + "/Config/Common.xcconfig.old")
    let missing = try Project.load(at: folder).diagnostics.filter {
      $0.message.contains("'Common.xcconfig'")
    }
    #expect(missing.map(\.severity) == [.warning])
  }
}
