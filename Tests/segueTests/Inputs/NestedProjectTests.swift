import Foundation
import SegueTestSupport
import Testing

@testable import segue

/// A repository whose `.xcodeproj` lies a folder or two below the `PATH`: the only one is read,
/// with a note; several are named in a note, and the folder is read as plain files.
@Suite struct NestedProjectTests {
  static func run(_ arguments: [String]) -> (ExitCode, out: String, err: String) {
    let capture = CapturedConsole()
    let status = SegueTool.run(arguments, console: capture.console)
    return (status, capture.standardOutput, capture.standardError)
  }

  /// A repository holding the fixture project at each of `places` (folders below its top).
  static func repository(_ places: [String]) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for place in places {
      let destination = directory.path + "/" + place
      try FileManager.default.createDirectory(
        atPath: (destination as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: Snapshot.fixture("Project"), toPath: destination)
    }
    return directory
  }

  @Test func theOnlyProjectBelowIsRead() throws {
    let directory = try Self.repository(["App", "Pods/Project"])
    defer { directory.remove() }
    let (status, out, err) = Self.run(["explore", directory.path])
    #expect(status == .success)
    #expect(
      err.hasPrefix(
        "note: '\(directory.path)' holds no Xcode project at its top, so the one below it is "
          + "read: \(directory.path)/App/Fixture.xcodeproj.\n"
          + "reading the Xcode project Fixture.xcodeproj; targets: PhoneApp"))
    #expect(out.hasPrefix("== target PhoneApp "))
  }

  @Test func severalBelowAreNamedAndTheFolderIsReadAsPlainFiles() throws {
    let directory = try Self.repository(["App", "Samples/Demo"])
    defer { directory.remove() }
    let (_, _, err) = Self.run(["lint", directory.path])
    #expect(
      err.hasPrefix(
        "note: '\(directory.path)' holds no Xcode project at its top but 2 below it "
          + "(\(directory.path)/App/Fixture.xcodeproj, "
          + "\(directory.path)/Samples/Demo/Fixture.xcodeproj), so its storyboards are read "
          + "as plain files; choose one with --project PATH.\n"))
    #expect(!err.contains("reading the Xcode project"))
  }

  @Test func threeFoldersDownIsNotSearched() throws {
    let directory = try Self.repository(["a/b/c/Project"])
    defer { directory.remove() }
    let (_, _, err) = Self.run(["lint", directory.path])
    #expect(!err.contains("Xcode project"))
  }
}
