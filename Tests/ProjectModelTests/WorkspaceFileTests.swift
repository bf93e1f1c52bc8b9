import Foundation
import SegueTestSupport
import Testing

@testable import ProjectModel

/// `WorkspaceFile`, the one reader of `contents.xcworkspacedata`: the command line's workspace
/// inputs and a project's "another project of the workspace" candidates both use it.
@Suite struct WorkspaceFileTests {
  static func write(_ contents: String, to workspace: String) throws {
    try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
    try contents.write(
      toFile: workspace + "/contents.xcworkspacedata", atomically: true, encoding: .utf8)
  }

  @Test func locationsResolveAsXcodeResolvesThem() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for project in ["A/B/One.xcodeproj", "Two.xcodeproj", "C/Three.xcodeproj", "Four.xcodeproj"] {
      try FileManager.default.createDirectory(
        atPath: directory.path + "/" + project, withIntermediateDirectories: true)
    }
    try Self.write(
      """
      <Workspace>
        <Group location = "container:A" name = "a">
          <Group location = "group:B"><FileRef location = "group:One.xcodeproj"/></Group>
          <FileRef location = "container:Two.xcodeproj"/>
        </Group>
        <Group location = "group:C"/>
        <FileRef location = "absolute:\(directory.path)/C/Three.xcodeproj"/>
        <FileRef location='group:Four.xcodeproj'/>
        <FileRef location = "group:Gone.xcodeproj"/>
      </Workspace>
      """, to: directory.path + "/W.xcworkspace")
    let found = WorkspaceFile.projects(of: directory.path + "/W.xcworkspace")
    let base = (directory.path as NSString).standardizingPath
    #expect(
      found == [
        base + "/A/B/One.xcodeproj", base + "/C/Three.xcodeproj", base + "/Four.xcodeproj",
        base + "/Two.xcodeproj",
      ])
  }

  /// SwiftCommunity's workspace groups its app's project under `container:_SwiftCommunity`, a
  /// folder renamed since: the one project of that name below stands in for it; a name two
  /// projects below share stands in for nothing.
  @Test func aProjectNamedWhereThereIsNoneStandsInItsOnlyNamesake() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for project in [
      "App/App/App.xcodeproj", "Kit/Kit.xcodeproj", "A/Twin.xcodeproj", "B/Twin.xcodeproj",
    ] {
      try FileManager.default.createDirectory(
        atPath: directory.path + "/" + project, withIntermediateDirectories: true)
    }
    try Self.write(
      """
      <Workspace>
        <Group location = "container:_App" name = "App">
          <FileRef location = "group:App/App/App.xcodeproj"/>
          <FileRef location = "group:Twin.xcodeproj"/>
        </Group>
        <FileRef location = "group:Kit/Kit.xcodeproj"/>
        <FileRef location = "group:Gone.xcodeproj"/>
      </Workspace>
      """, to: directory.path + "/W.xcworkspace")
    let workspace = directory.path + "/W.xcworkspace"
    let base = (directory.path as NSString).standardizingPath
    #expect(
      WorkspaceFile.projects(of: workspace) == [
        base + "/App/App/App.xcodeproj", base + "/Kit/Kit.xcodeproj",
      ])
    #expect(
      WorkspaceFile.missingProjects(of: workspace) == [
        .init(named: base + "/Gone.xcodeproj", candidates: []),
        .init(
          named: base + "/_App/App/App/App.xcodeproj",
          candidates: [base + "/App/App/App.xcodeproj"]),
        .init(
          named: base + "/_App/Twin.xcodeproj",
          candidates: [base + "/A/Twin.xcodeproj", base + "/B/Twin.xcodeproj"]),
      ])
  }

  /// Xcode writes an emoji of a project's name as a character reference.
  @Test func characterReferencesAreUndone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for project in ["Beer🍺.xcodeproj", "R&D.xcodeproj"] {
      try FileManager.default.createDirectory(
        atPath: directory.path + "/" + project, withIntermediateDirectories: true)
    }
    try Self.write(
      """
      <Workspace>
        <FileRef location = "group:Beer&#x1f37a;.xcodeproj"/>
        <FileRef location = "group:R&#38;D.xcodeproj"/>
      </Workspace>
      """, to: directory.path + "/W.xcworkspace")
    let base = (directory.path as NSString).standardizingPath
    #expect(
      WorkspaceFile.projects(of: directory.path + "/W.xcworkspace") == [
        base + "/Beer🍺.xcodeproj", base + "/R&D.xcodeproj",
      ])
  }

  @Test func anUnreadableWorkspaceNamesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(WorkspaceFile.projects(of: directory.path + "/None.xcworkspace").isEmpty)
    try Self.write(
      "<Workspace><FileRef location = \"group:X.xc", to: directory.path + "/W.xcworkspace")
    #expect(WorkspaceFile.projects(of: directory.path + "/W.xcworkspace").isEmpty)
  }

  /// `--project DIR` on a folder that holds only a workspace naming several projects
  /// (OpenEmu): the error names them, so the user can choose.
  @Test func aFolderWithAWorkspaceButNoProjectNamesTheWorkspacesProjects() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for project in ["App/App.xcodeproj", "Kit/Kit.xcodeproj"] {
      try FileManager.default.createDirectory(
        atPath: directory.path + "/" + project, withIntermediateDirectories: true)
    }
    try Self.write(
      "<Workspace><FileRef location = \"group:App/App.xcodeproj\"/>"
        + "<FileRef location = \"group:Kit/Kit.xcodeproj\"/></Workspace>",
      to: directory.path + "/App.xcworkspace")
    #expect(throws: ProjectError.self) { try Project.load(at: directory.path) }
    do {
      _ = try Project.load(at: directory.path)
    } catch {
      #expect(
        error.description.hasSuffix(
          "holds no .xcodeproj; its workspace App.xcworkspace names '\(directory.path)/App/"
            + "App.xcodeproj', '\(directory.path)/Kit/Kit.xcodeproj': name one of them with --project PATH, or give the folder as "
            + "PATH to read them all."))
    }
  }
}
