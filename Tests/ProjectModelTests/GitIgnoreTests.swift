import Foundation
import SegueTestSupport
import Testing

@testable import ProjectModel

/// `.gitignore` read as git reads it, as far as a project's missing files need.
@Suite struct GitIgnoreTests {
  @Test func globsStopAtSlashesButDoubleStarsDoNot() {
    #expect(GitIgnore.glob("*.generated.swift", matches: "R.generated.swift"))
    #expect(!GitIgnore.glob("*.swift", matches: "Trust/R.swift"))
    #expect(GitIgnore.glob("**/Generated/*.swift", matches: "App/Sources/Generated/L10n.swift"))
    #expect(GitIgnore.glob("**/Generated/*.swift", matches: "Generated/L10n.swift"))
    #expect(GitIgnore.glob("Secret?.[sS]wift", matches: "Secrets.Swift"))
    #expect(!GitIgnore.glob("Secret[!s].swift", matches: "Secrets.swift"))
  }

  /// A repository's `.gitignore` is input like any other: a line of many stars against a long
  /// path is judged in bounded time (each pair of positions once), not by endless backtracking.
  @Test func manyStarsTakeBoundedTime() {
    let stars = String(repeating: "*a", count: 30) + "*b"
    let path = String(repeating: "a", count: 200)
    #expect(!GitIgnore.glob(stars, matches: path))
    #expect(GitIgnore.glob(stars, matches: path + "b"))
    #expect(!GitIgnore.glob(String(repeating: "**", count: 30) + "/x", matches: path + "/y"))
  }

  @Test func deeperFilesAndLaterLinesWinAndFoldersIgnoreTheirFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let root = directory.path
    let manager = FileManager.default
    try manager.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: root + "/App/Keep", withIntermediateDirectories: true)
    try "*.generated.swift\n/App/Secrets.swift\nbuild/\n!Kept.generated.swift\n".write(
      toFile: root + "/.gitignore", atomically: true, encoding: .utf8)
    try "!R.generated.swift\n".write(
      toFile: root + "/App/Keep/.gitignore", atomically: true, encoding: .utf8)
    let paths = [
      "/App/R.generated.swift", "/App/Secrets.swift", "/Other/App/Secrets.swift",
      "/App/build/Output.swift", "/App/build", "/App/Kept.generated.swift",
      "/App/Keep/R.generated.swift", "/App/AppDelegate.swift",
    ]
    var ignore = GitIgnore()
    let ignored = paths.filter { ignore.ignores(root + $0) }
    #expect(ignored == ["/App/R.generated.swift", "/App/Secrets.swift", "/App/build/Output.swift"])
    // Outside a git checkout nothing is ignored.
    try manager.removeItem(atPath: root + "/.git")
    var outside = GitIgnore()
    #expect(paths.filter { outside.ignores(root + $0) } == [])
  }
}
