import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@testable import AppInputs
@testable import SegueCommandLine
@testable import segue

/// A folder holding an `.xcworkspace`: the projects it names are read (Pods left out), each
/// target judged on its own, whatever other projects lie about.
@Suite struct WorkspaceTests {
  /// A repository with the fixture project at its top and in `Sub/`, a stray one in `Old/`,
  /// and a workspace naming the first two and `Pods/Pods.xcodeproj`.
  static func repository() throws -> TemporaryDirectory {
    let directory = try NestedProjectTests.repositoryWithTop(["Sub", "Old", "Pods"])
    try FileManager.default.moveItem(
      atPath: directory.path + "/Pods/Fixture.xcodeproj",
      toPath: directory.path + "/Pods/Pods.xcodeproj")
    try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:Fixture.xcodeproj"></FileRef>
         <Group location = "group:Sub" name = "Sub">
            <FileRef location = "group:Fixture.xcodeproj"></FileRef>
         </Group>
         <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
         <FileRef location = "group:Missing/Missing.xcodeproj"></FileRef>
      </Workspace>
      """, to: directory.path + "/App.xcworkspace")
    return directory
  }

  /// Essentia's seven projects each base their configurations on Pods xcconfigs, missing
  /// before `pod install`: one note says so for all of them, not one per project.
  @Test func aPodsFolderMissingForSeveralProjectsIsOneNote() throws {
    let directory = try Self.repository()
    defer { directory.remove() }
    try FileManager.default.removeItem(atPath: directory.path + "/Pods")
    for project in ["/Fixture.xcodeproj", "/Sub/Fixture.xcodeproj"] {
      let file = directory.path + project + "/project.pbxproj"
      let text = try String(contentsOfFile: file, encoding: .utf8)
      try text.replacingOccurrences(
        of: "path = App.xcconfig; sourceTree = \"<group>\";",
        with: "path = \"Pods/Target Support Files/Pods-PhoneApp/Pods-PhoneApp.release.xcconfig\"; "
          + "sourceTree = SOURCE_ROOT;"
      ).write(toFile: file, atomically: true, encoding: .utf8)
    }
    let (_, _, err) = NestedProjectTests.run(["lint", directory.path])
    let notes = err.split(separator: "\n").filter { $0.contains("The Pods folder is missing") }
    let expected: Substring =
      "note: The Pods folder is missing, as in a checkout before `pod install`, so the "
      + "configuration files CocoaPods writes there for 2 projects (Fixture.xcodeproj, Sub/"
      + "Fixture.xcodeproj) are not read, nor are the settings they add; run `pod install` "
      + "to have them read."
    #expect(notes == [expected])
  }

  static func write(_ contents: String, to workspace: String) throws {
    try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
    try contents.write(
      toFile: workspace + "/contents.xcworkspacedata", atomically: true, encoding: .utf8)
  }

  @Test func theProjectsTheWorkspaceNamesAreRead() throws {
    let directory = try Self.repository()
    defer { directory.remove() }
    let (status, out, err) = NestedProjectTests.run(["explore", directory.path])
    #expect(status == .success)
    #expect(
      err.hasPrefix(
        "note: '\(directory.path)': the workspace App.xcworkspace names 2 Xcode projects, so "
          + "each is read, each target judged on its own: Fixture.xcodeproj, "
          + "Sub/Fixture.xcodeproj.\n"))
    // Old/ is not read; only the note on projects below not read names it.
    #expect(
      !err.split(separator: "\n").contains { $0.contains("Old/") && !$0.contains("not read: ") })
    #expect(!err.contains("Pods"))
    let headings = out.split(separator: "\n").filter { $0.hasPrefix("== target ") }
      .map { $0.split(separator: " ")[2] }
    #expect(
      headings == [
        "Fixture/PhoneApp", "Fixture/MacApp", "Fixture/Kit", "Fixture/Generated",
        "Sub/Fixture/PhoneApp", "Sub/Fixture/MacApp", "Sub/Fixture/Kit", "Sub/Fixture/Generated",
      ])
  }

  /// A project the workspace names where there is none is said so, once; the only project of
  /// its name below is read in its place (SwiftCommunity's app project, named under a folder
  /// renamed since, was left out silently). Pods' and Carthage's projects before `pod install`
  /// and `carthage checkout` have notes of their own; a submodule's says to check it out.
  @Test func aProjectNamedWhereThereIsNoneIsANoteAndItsNamesakeIsRead() throws {
    let directory = try NestedProjectTests.repository(["Real/App"])
    defer { directory.remove() }
    try Self.write(
      """
      <Workspace version = "1.0">
         <Group location = "container:_Old" name = "Old">
            <FileRef location = "group:Real/App/Fixture.xcodeproj"></FileRef>
         </Group>
         <FileRef location = "group:Gone/Gone.xcodeproj"></FileRef>
         <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
         <FileRef location = "group:Carthage/Checkouts/Socket/Socket.xcodeproj"></FileRef>
         <FileRef location = "group:External/Core/Core.xcodeproj"></FileRef>
      </Workspace>
      """, to: directory.path + "/App.xcworkspace")
    try directory.write("", to: ".git/HEAD")
    try directory.write("[submodule \"Core\"]\n\tpath = External/Core\n", to: ".gitmodules")
    let (status, out, err) = NestedProjectTests.run(["explore", directory.path])
    #expect(status == .success)
    let note: String = """
      note: '\(directory.path)': the workspace App.xcworkspace names 3 Xcode projects where \
      there are none (Xcode lists them as missing). Read in its place, as the one project of \
      its name below: Real/App/Fixture.xcodeproj for _Old/Real/App/Fixture.xcodeproj. Not \
      read until their git submodules are checked out (`git submodule update --init`): \
      External/Core/Core.xcodeproj. Not read, as no project of its name lies below: \
      Gone/Gone.xcodeproj.

      """
    #expect(err.contains(note))
    #expect(out.hasPrefix("== target PhoneApp "))
  }

  @Test func theWorkspaceItselfIsAPath() throws {
    let directory = try Self.repository()
    defer { directory.remove() }
    let (status, _, err) = NestedProjectTests.run(
      ["lint", directory.path + "/App.xcworkspace", "--target", "Sub/Fixture/PhoneApp"])
    #expect(status != .usage)
    #expect(err.contains("targets: Sub/Fixture/PhoneApp (app, 2 storyboard(s))."))
    #expect(err.contains("reading the Xcode project Fixture.xcodeproj; targets: none"))
  }

  /// The Kit framework files each target of `arguments` is given as linked code.
  static func linkedKits(_ arguments: [String]) throws -> [String: [String]] {
    let capture = CapturedConsole()
    let resolution = try InputResolution.resolve(
      InputOptions(paths: arguments), console: capture.console)
    return Dictionary(
      uniqueKeysWithValues: resolution.targets.map { target in
        (
          target.name ?? "-",
          target.dependencies.filter { $0.module == "Kit" }.flatMap(\.files)
            .filter { $0.hasSuffix("KitViewController.swift") }.sorted()
        )
      })
  }

  @Test func anAppOfAWorkspaceLinksTheFrameworksOfItsOtherProjects() throws {
    let directory = try Self.repository()
    defer { directory.remove() }
    let kits = try Self.linkedKits([directory.path])
    // Its own project's Kit (a dependency), the other project's and Pods' (linked, never
    // judged), but not that of a project the workspace does not name.
    let phone = try #require(kits["Sub/Fixture/PhoneApp"])
    #expect(phone.count == 3)
    #expect(phone.filter { $0.contains("/Sub/") }.count == 1)
    #expect(phone.filter { $0.contains("/Pods/") }.count == 1)
    #expect(!phone.contains { $0.contains("/Old/") })
  }

  @Test func projectsSideBySideWithoutAWorkspaceLinkNothingOfEachOther() throws {
    let directory = try NestedProjectTests.repository(["App", "Samples/Demo"])
    defer { directory.remove() }
    let kits = try Self.linkedKits([directory.path])
    let phone = try #require(kits["App/Fixture/PhoneApp"])
    #expect(phone.count == 1)
    #expect(phone.allSatisfy { $0.contains("/App/") })
  }
}
