import Foundation
import SegueDiagnostics
import SegueTestSupport
import Testing

@testable import ProjectModel

/// A file a target compiles from outside its repository (Infinit's share extension compiles
/// `../../objcpp-gap/Gap/InfinitColor.m`, a sibling repository on its author's disk) is in no
/// checkout of the repository: its absence is a note, code not read, not a warning about the
/// project. Without `.git` where the repository ends is not known, and the warning stays.
@Suite struct OutsideRepositoryFilesTests {
  /// The fixture with `Shared/Platform.swift` moved to a folder beside the project's, which is
  /// the repository's root when `git` is true.
  private func copy(git: Bool) throws -> TemporaryDirectory {
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(
        of: "path = Shared/Platform.swift;", with: "path = ../Sibling/Platform.swift;")
    }
    if git {
      try FileManager.default.createDirectory(
        atPath: directory.path + "/Project/.git", withIntermediateDirectories: false)
    }
    return directory
  }

  private func platformDiagnostics(_ project: Project) -> [Diagnostic] {
    project.diagnostics.filter { $0.message.contains("Sibling") }
  }

  @Test func aMissingFileOutsideTheRepositoryIsANote() throws {
    let directory = try copy(git: true)
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    let found = platformDiagnostics(project)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.severity == .note })
    #expect(
      found.first?.message.hasPrefix(
        "The file '../Sibling/Platform.swift' of target '") == true)
    #expect(
      found.first?.message.hasSuffix(
        "' is missing and outside the repository, which no checkout of it holds (another "
          + "repository beside it on its author's disk): what it declares is not read.") == true)
    #expect(project.diagnostics.allSatisfy { $0.severity == .note })
  }

  @Test func withoutGitTheMissingFileStaysAWarning() throws {
    let directory = try copy(git: false)
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    let found = platformDiagnostics(project)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.severity == .warning })
  }
}
