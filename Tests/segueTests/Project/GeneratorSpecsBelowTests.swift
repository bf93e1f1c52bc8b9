import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// Checkouts that commit a generator's specs and no project, with nothing at their top that
/// GeneratedProjectTests' notes look for: OneBusAway keeps an XcodeGen `project.yml` in each
/// app's folder, and olvid, wakmusic and 3dollars keep Tuist's `Workspace.swift` at the top and a
/// `Project.swift` in each module's folder. Their storyboards were read as plain files with no
/// word of why, and `dump --project .` said only that the folder holds no `.xcodeproj`.
@Suite struct GeneratorSpecsBelowTests {
  /// What `lint` and `dump --project` on `folder` say, once it holds a storyboard.
  static func run(in folder: TemporaryDirectory) throws -> (lint: String, dump: String) {
    try FileManager.default.removeItem(atPath: folder.path + "/project.yml")
    let lint = CapturedConsole()
    #expect(SegueTool.run(["lint", folder.path], console: lint.console) == .success)
    #expect(lint.standardError.contains("segue lint: 1 storyboard(s), 0 error(s), 0 warning(s)"))
    let dump = CapturedConsole()
    #expect(SegueTool.run(["dump", "--project", folder.path], console: dump.console) == .failure)
    return (lint.standardError, dump.standardError)
  }

  @Test func xcodeGenSpecsBelowTheTopAreNamedWithTheirCommands() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    _ = try GeneratedProjectTests.lintSpecAndStoryboard(in: folder)
    try folder.write("name: Bus\n", to: "Apps/Bus/project.yml")
    try folder.write("name: Tram\n", to: "Apps/Tram/project.yml")
    let (lint, dump) = try Self.run(in: folder)
    #expect(
      lint.contains(
        "note: '\(folder.path)' holds no Xcode project at its top, and specs below it generate "
          + "its projects: Apps/Bus/project.yml (XcodeGen's project.yml), Apps/Tram/project.yml "
          + "(XcodeGen's project.yml) (run `xcodegen` in Apps/Bus, `xcodegen` in Apps/Tram, then "
          + "run again): until then the storyboards are read as plain files"))
    #expect(
      dump.contains(
        "holds no .xcodeproj; specs below it generate its projects: \(folder.path)/Apps/Bus/"
          + "project.yml (XcodeGen's project.yml), \(folder.path)/Apps/Tram/project.yml"))
  }

  @Test func tuistsWorkspaceAtTheTopIsTheOneCommand() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    _ = try GeneratedProjectTests.lintSpecAndStoryboard(in: folder)
    try folder.write("import ProjectDescription\n", to: "Workspace.swift")
    try folder.write("import ProjectDescription\n", to: "Projects/App/Project.swift")
    let (lint, dump) = try Self.run(in: folder)
    #expect(
      lint.contains(
        "note: '\(folder.path)' holds no Xcode project; it is generated from Tuist's "
          + "Workspace.swift (run `tuist generate`, then run again)"))
    #expect(
      dump.contains(
        "holds no .xcodeproj; it is generated from Tuist's Workspace.swift (run `tuist "
          + "generate`, then run again)."))
  }

  @Test func aFolderWithNoSpecAnywhereSaysNothingMore() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    _ = try GeneratedProjectTests.lintSpecAndStoryboard(in: folder)
    try folder.write("name: App\n", to: "Docs/notes.yml")
    let (lint, dump) = try Self.run(in: folder)
    #expect(!lint.contains("holds no Xcode project"))
    #expect(dump.contains("holds no .xcodeproj."))
  }
}
