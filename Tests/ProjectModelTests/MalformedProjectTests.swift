import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import ProjectModel

/// Damaged projects: a located error when nothing can be read, a warning naming the file when
/// one part is missing (MissingPartsTests), never a crash or a hang.
@Suite struct MalformedProjectTests {
  private func copy(editing edit: (String) -> String = { $0 }) throws -> TemporaryDirectory {
    try FixtureCopy.make(editing: edit)
  }

  @Test func aTruncatedProjectFileIsAnErrorAtItsEnd() throws {
    let directory = try copy { String($0.prefix(3000)) }
    defer { directory.remove() }
    let file = directory.path + "/Project/Fixture.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(throws: ProjectError.self) { try Project.load(at: directory.path + "/Project") }
    do {
      _ = try Project.load(at: directory.path + "/Project")
    } catch {
      #expect(error.diagnostic.path == file.standardizedPath)
      #expect(error.diagnostic.severity == .error)
      #expect(error.diagnostic.location?.line == lines.count)
      #expect(error.diagnostic.location?.column == (lines.last?.utf8.count ?? 0) + 1)
      #expect(error.diagnostic.message.contains("truncated"))
    }
  }

  @Test func aFileThatIsNotAPropertyListIsAnErrorNamingIt() throws {
    let directory = try copy { _ in "<html>not a project</html>" }
    defer { directory.remove() }
    #expect {
      try Project.load(at: directory.path + "/Project")
    } throws: { error in
      (error as? ProjectError)?.description.contains("project.pbxproj:1:1: error:") == true
    }
  }

  @Test func aMissingSemicolonIsAnErrorAtItsLine() throws {
    let directory = try copy {
      $0.replacingOccurrences(of: "\t\t\t\tSDKROOT = macosx;\n", with: "\t\t\t\tSDKROOT = macosx\n")
    }
    defer { directory.remove() }
    let file = directory.path + "/Project/Fixture.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let damaged = try #require(lines.firstIndex { $0.hasSuffix("SDKROOT = macosx") })
    do {
      _ = try Project.load(at: directory.path + "/Project")
      Issue.record("the damaged project was read")
    } catch {
      // Foundation's reader notices the missing ';' at the next line's name.
      #expect(error.diagnostic.location?.line == damaged + 2)
      #expect(error.diagnostic.message.hasSuffix("is not a readable property list: Missing ';'."))
    }
  }

  /// A merge committed with its conflict unresolved (Raivo's project holds both sides of its
  /// `objectVersion`): Xcode cannot open it either, and the error says so at the marker's line.
  @Test func anUnresolvedMergeConflictIsAnErrorAtItsMarker() throws {
    let directory = try copy {
      $0.replacingOccurrences(
        of: "\tobjectVersion = ",
        with: "<<<<<<< HEAD\n\tobjectVersion = 54;\n=======\n\tobjectVersion = "
      )
      .replacingOccurrences(
        of: "\tobjects = {", with: ">>>>>>> 75832ce (Other side)\n\tobjects = {")
    }
    defer { directory.remove() }
    let file = directory.path + "/Project/Fixture.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let marker = try #require(lines.firstIndex { $0.hasPrefix("<<<<<<<") })
    do {
      _ = try Project.load(at: directory.path + "/Project")
      Issue.record("the project with a conflict was read")
    } catch {
      #expect(error.diagnostic.location?.line == marker + 1)
      #expect(
        error.diagnostic.message.hasSuffix(
          "project.pbxproj' holds an unresolved merge conflict ('<<<<<<< HEAD' and the lines "
            + "after it): Xcode cannot open it either; keep one side and delete the markers."))
    }
  }

  @Test func twoProjectsInOneFolderAreAnErrorListingBoth() throws {
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.copyItem(
      atPath: folder + "/Fixture.xcodeproj", toPath: folder + "/Other.xcodeproj")
    #expect {
      try Project.load(at: folder)
    } throws: { error in
      let message = (error as? ProjectError)?.diagnostic.message ?? ""
      return message.contains("Fixture.xcodeproj") && message.contains("Other.xcodeproj")
        && message.contains("--project PATH")
    }
  }

  /// A group listed among its own descendants (the fuzzer's find): the loop is cut, the files
  /// under it lie in no folder and are left out, the rest of the project is read.
  @Test func aGroupThatContainsItsAncestorIsReadWithoutItsFiles() throws {
    let directory = try copy {
      $0.replacingOccurrences(
        of: "\t\t\t\tF10000000000000000000003 /* AppDelegate.swift */,\n",
        with: "\t\t\t\tF10000000000000000000003 /* AppDelegate.swift */,\n"
          + "\t\t\t\tG00000000000000000000001,\n")
    }
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    let phone = try #require(project.target(named: "PhoneApp"))
    #expect(!phone.sources.map(project.relativePath).contains("PhoneApp/AppDelegate.swift"))
    #expect(project.targets.map(\.name) == ["PhoneApp", "MacApp", "Kit", "Generated"])
  }

  /// The project file cut at many places: each cut is a located error or a project, never a
  /// crash.
  @Test func everyTruncationIsAnErrorOrAProject() throws {
    let directory = try copy()
    defer { directory.remove() }
    let file = directory.path + "/Project/Fixture.xcodeproj/project.pbxproj"
    let whole = try Data(contentsOf: URL(fileURLWithPath: file))
    var errors = 0
    for length in stride(from: 0, to: whole.count, by: 397) {
      try whole.prefix(length).write(to: URL(fileURLWithPath: file))
      do {
        _ = try Project.load(at: file)
      } catch {
        errors += 1
        #expect(error.diagnostic.path == file.standardizedPath)
        #expect(error.diagnostic.location?.line ?? 0 >= 1)
      }
    }
    #expect(errors == (whole.count + 396) / 397)
  }
}
