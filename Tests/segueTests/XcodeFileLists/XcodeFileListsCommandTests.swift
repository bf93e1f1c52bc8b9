import Foundation
import SegueTestSupport
import Testing

@testable import segue

/// `segue xcfilelists`: the lists a sandboxed Run Script phase declares, the same on every
/// checkout, and what `generate --use-script-files` reads back.
@Suite struct XcodeFileListsCommandTests {
  private static func project() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    let main = try String(
      contentsOfFile: GenerateFixtures.path("Navigation/Main.storyboard"), encoding: .utf8)
    try directory.write(main, to: "App/Base.lproj/Main.storyboard")
    try directory.write(main, to: "App/fr.lproj/Main.storyboard")
    try directory.write(main, to: "App/Other.storyboard")
    try directory.write("class A {}\n", to: "App/Sources/A.swift")
    try directory.write("@interface B : NSObject\n@end\n", to: "App/Sources/B.h")
    try directory.write("notes\n", to: "App/Sources/README.md")
    return directory
  }

  private static func run(_ arguments: [String], in directory: TemporaryDirectory)
    -> (ExitCode, CapturedConsole)
  {
    let capture = CapturedConsole(workingDirectory: directory.path)
    return (SegueTool.run(["xcfilelists"] + arguments, console: capture.console), capture)
  }

  @Test func listsAreSpelledFromSourceRootSortedAndFreeOfDuplicates() throws {
    let directory = try Self.project()
    defer { directory.remove() }
    let root = directory.path
    let (status, capture) = Self.run(
      [
        root + "/App", root + "/App/Other.storyboard", "--sources", root + "/App/Sources",
        "--output", root + "/App/Generated/", "--root", root,
        "--input-list", root + "/in.xcfilelist", "--output-list", root + "/out.xcfilelist",
      ], in: directory)
    #expect(status == .success, "\(capture.standardError)")
    #expect(
      try String(contentsOfFile: root + "/in.xcfilelist", encoding: .utf8)
        == """
        $(SRCROOT)/App/Base.lproj/Main.storyboard
        $(SRCROOT)/App/Other.storyboard
        $(SRCROOT)/App/Sources/A.swift
        $(SRCROOT)/App/Sources/B.h
        $(SRCROOT)/App/fr.lproj/Main.storyboard

        """)
    // Both localizations of Main share one generated file, as the generator writes them.
    #expect(
      try String(contentsOfFile: root + "/out.xcfilelist", encoding: .utf8)
        == "$(SRCROOT)/App/Generated/Main+Segues.swift\n"
        + "$(SRCROOT)/App/Generated/Other+Segues.swift\n")
  }

  @Test func theListsAreTheSameWhateverTheSpellingOfPaths() throws {
    let directory = try Self.project()
    defer { directory.remove() }
    let root = directory.path
    #expect(
      Self.run([root + "/App", "--output", root + "/App/Segues.swift"], in: directory).0
        == .success)
    let first = try String(
      contentsOfFile: directory.path + "/segue-inputs.xcfilelist", encoding: .utf8)
    let (status, capture) = Self.run(
      [root + "/./App/../App/", "--output", root + "//App/Segues.swift", "--root", "."],
      in: directory)
    #expect(status == .success)
    #expect(capture.standardError.hasSuffix("0 of 2 list(s) written, the others unchanged.\n"))
    #expect(
      try String(contentsOfFile: directory.path + "/segue-inputs.xcfilelist", encoding: .utf8)
        == first)
    #expect(
      try String(contentsOfFile: directory.path + "/segue-outputs.xcfilelist", encoding: .utf8)
        == "$(SRCROOT)/App/Segues.swift\n")
  }

  @Test func generateReadsTheListsBack() throws {
    let directory = try Self.project()
    defer { directory.remove() }
    let root = directory.path
    let arguments = [
      root + "/App", "--sources", root + "/App/Sources", "--output", root + "/App/Generated/",
    ]
    #expect(Self.run(arguments, in: directory).0 == .success)
    let capture = CapturedConsole(
      workingDirectory: root,
      environment: [
        "SRCROOT": root, "SCRIPT_INPUT_FILE_COUNT": "0", "SCRIPT_INPUT_FILE_LIST_COUNT": "1",
        "SCRIPT_INPUT_FILE_LIST_0": root + "/segue-inputs.xcfilelist",
        "SCRIPT_OUTPUT_FILE_COUNT": "0", "SCRIPT_OUTPUT_FILE_LIST_COUNT": "1",
        "SCRIPT_OUTPUT_FILE_LIST_0": root + "/segue-outputs.xcfilelist",
      ])
    let status = SegueTool.run(["generate", "--use-script-files"], console: capture.console)
    #expect(status == .success, "\(capture.standardError)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root + "/App/Generated").sorted()
        == ["Main+Segues.swift", "Other+Segues.swift"])
  }

  @Test func theOutputIsRequiredAndCannotBeStandardOutput() throws {
    let directory = try Self.project()
    defer { directory.remove() }
    #expect(Self.run([directory.path + "/App"], in: directory).0 == .usage)
    #expect(Self.run([directory.path + "/App", "--output", "-"], in: directory).0 == .usage)
  }
}
