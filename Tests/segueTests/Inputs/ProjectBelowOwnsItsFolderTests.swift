import Foundation
import SegueTestSupport
import Testing

@testable import segue

/// A library's repository kept below the app's (SharedImages' Tools/LicenseGenerator-iOS)
/// holds the library's project and, a folder further down, its example's: the storyboards of
/// the example's folder are the example project's, not the library's too.
@Suite struct ProjectBelowOwnsItsFolderTests {
  @Test func storyboardsBelowADeeperProjectAreNotCountedForTheOneAbove() throws {
    let directory = try NestedProjectTests.repositoryWithTop(["Tools/Lib/Example"])
    defer { directory.remove() }
    // The library's own project, with no storyboard beside it but the example's folder.
    let library = directory.path + "/Tools/Lib/Lib.xcodeproj"
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    try "// !$*UTF8*$!\n{ }\n".write(
      toFile: library + "/project.pbxproj", atomically: true, encoding: .utf8)
    let (_, _, err) = NestedProjectTests.run(["lint", directory.path])
    let notes = err.split(separator: "\n").filter { $0.contains("no project read holds") }
    #expect(notes.count == 1)
    #expect(
      notes.first?.contains(
        "1 Xcode project below it holds storyboards no project read holds and was not read: "
          + "Tools/Lib/Example/Fixture.xcodeproj (") == true)
    #expect(notes.first?.contains("Lib.xcodeproj") == false)
  }
}
