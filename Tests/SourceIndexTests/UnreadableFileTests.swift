import Foundation
import SourceIndex
import StoryboardKit
import Testing

/// A folder's file that cannot be read costs its own declarations, named in a warning; the
/// other files are read. Provenance's package ships `include/` headers that are symbolic links
/// to files its checkout lacks, and one such link stopped every command.
@Suite struct UnreadableFileTests {
  @Test func aSymbolicLinkToNothingIsAWarningAndTheRestIsRead() throws {
    let root = NSTemporaryDirectory() + "source-index-unreadable-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/include", withIntermediateDirectories: true)
    try "class ListViewController: UIViewController {}\n".write(
      toFile: root + "/ListViewController.swift", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/include/Gone.h", withDestinationPath: "../../Gone.h")

    let index = try SourceIndex.load([SourceInput(path: root)], workingDirectory: root)

    #expect(index.classes.contains("ListViewController"))
    #expect(index.files == [root + "/ListViewController.swift"])
    #expect(index.warnings.count == 1)
    let warning = try #require(index.warnings.first)
    #expect(warning.path == root + "/include/Gone.h")
    #expect(warning.severity == .warning)
    #expect(
      warning.message
        == "The source file '\(root)/include/Gone.h' could not be read (it is a symbolic link "
        + "to '../../Gone.h', which does not exist); its declarations are left out.")
  }

  @Test func aPathGivenThatDoesNotExistIsStillAnError() {
    #expect(throws: SourceIndexError.missing(path: "/no/such/folder")) {
      try SourceIndex.load([SourceInput(path: "/no/such/folder")], workingDirectory: nil)
    }
  }
}
