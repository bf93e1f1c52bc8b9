import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@testable import ProjectModel

/// The targets of the Pods project itself build the pods; they are not targets CocoaPods
/// integrates. Delta's workspace names Pods/Pods.xcodeproj, whose aggregate target Pods-Delta
/// is based on a `Pods-Delta` xcconfig: it was read as linking pods it could not name, and
/// Delta's linked-code-not-read note listed 'pod Pods', which no product of the app is.
@Suite struct PodsProjectTests {
  /// The fixture with App.xcconfig's reference pointing at a `Pods-` xcconfig, as CocoaPods
  /// writes it, and its project file named `project` (in a folder of that name).
  private func load(as project: String) throws -> (TemporaryDirectory, Project) {
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(
        of: "path = App.xcconfig;",
        with: "path = \"Target Support Files/Pods-PhoneApp/Pods-PhoneApp.release.xcconfig\";")
    }
    let folder = directory.path + "/Project"
    try FileManager.default.moveItem(
      atPath: folder + "/Fixture.xcodeproj", toPath: folder + "/\(project).xcodeproj")
    return (directory, try Project.load(at: folder + "/\(project).xcodeproj"))
  }

  private func pods(_ project: Project) -> [String] {
    (project.target(named: "PhoneApp")?.linked ?? []).filter { $0.kind == .pod }.map(\.name)
  }

  @Test func anIntegratedTargetLinksItsPodsEvenUnnamed() throws {
    let (directory, project) = try load(as: "App")
    defer { directory.remove() }
    #expect(pods(project) == ["Pods"])
  }

  @Test func aTargetOfThePodsProjectLinksNoPods() throws {
    let (directory, project) = try load(as: "Pods")
    defer { directory.remove() }
    #expect(pods(project) == [])
  }
}
