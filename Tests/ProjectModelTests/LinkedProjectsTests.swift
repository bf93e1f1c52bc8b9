import Foundation
import SegueTestSupport
import Testing

@testable import ProjectModel

/// `LinkedProjects` reads each other project once per run: every target of a workspace that
/// links a product of another project shares that one reading.
@Suite struct LinkedProjectsTests {
  @Test func aProjectIsReadOnceAndIsTheProjectOnDisk() throws {
    let directory = try FixtureCopy.make()
    defer { directory.remove() }
    let path = directory.path + "/Project/Fixture.xcodeproj"
    let projects = LinkedProjects()

    let first = try #require(projects.project(at: path))
    #expect(first == (try Project.load(at: path)))
    // Changed on disk after the first reading: the run keeps the project it read.
    let file = path + "/project.pbxproj"
    try "// !$*UTF8*$!\n{ objects = { }; }".write(toFile: file, atomically: true, encoding: .utf8)
    #expect(projects.project(at: path) == first)
    #expect(projects.count == 1)
    // Another run reads it anew.
    #expect(LinkedProjects().project(at: path) == nil)
  }

  @Test func aProjectThatCannotBeReadIsNilAndAskedForOnce() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let projects = LinkedProjects()
    let missing = directory.path + "/Gone.xcodeproj"
    #expect(projects.project(at: missing) == nil)
    #expect(projects.project(at: missing) == nil)
    #expect(projects.count == 1)
  }
}
