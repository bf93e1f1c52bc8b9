import Foundation
import SegueTestSupport
import Testing

@testable import AppInputs
@testable import segue

/// rainbow reads its app's project one folder down and keeps a vendored chart library's
/// example project four down (`src/react-native-animated-charts/Example/ios/`), with a
/// storyboard of its own: projects are read from at most three folders down, so the note on
/// projects not read looks deeper, lest that storyboard be left out with no word.
@Suite struct DeepProjectBelowNotedTests {
  @Test func aProjectFourFoldersDownWithStoryboardsIsNamed() throws {
    let directory = try NestedProjectTests.repository(["ios", "src/lib/Example/ios"])
    defer { directory.remove() }
    let (_, _, err) = NestedProjectTests.run(["lint", directory.path])
    #expect(err.contains("so the one below it is read: \(directory.path)/ios/Fixture.xcodeproj"))
    let notes = err.split(separator: "\n").filter { $0.contains("no project read holds") }
    #expect(notes.count == 1)
    #expect(
      notes.first?.contains(
        "1 Xcode project below it holds storyboards no project read holds and was not read: "
          + "src/lib/Example/ios/Fixture.xcodeproj (") == true)
  }

  /// Below a project read at the top, too.
  @Test func aProjectFiveFoldersBelowTheTopOneIsNamed() throws {
    let directory = try NestedProjectTests.repositoryWithTop(["a/b/c/d/Example"])
    defer { directory.remove() }
    let (_, _, err) = NestedProjectTests.run(["lint", directory.path])
    #expect(err.contains("was not read: a/b/c/d/Example/Fixture.xcodeproj ("))
  }

  /// Provenance's vendored packages hold dozens of projects deeper down: past the limit of
  /// projects the note looks into, it names those up to three folders down, as it did before.
  @Test func pastTheLimitTheNoteKeepsToThreeFoldersDown() throws {
    let directory = try NestedProjectTests.repositoryWithTop(["Example"])
    defer { directory.remove() }
    for index in 0...InputResolver.projectLimit {
      let project = directory.path + "/Vendor\(index)/a/b/c/P.xcodeproj"
      try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
      try "// !$*UTF8*$!\n{ }\n".write(
        toFile: project + "/project.pbxproj", atomically: true, encoding: .utf8)
    }
    let (_, _, err) = NestedProjectTests.run(["lint", directory.path])
    #expect(err.contains("was not read: Example/Fixture.xcodeproj ("))
  }
}
