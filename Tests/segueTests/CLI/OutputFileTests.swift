import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

@Suite struct OutputFileTests {
  @Test func writesThenLeavesAnUnchangedFileAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/nested/Out.swift"
    #expect(try OutputFile.write("one", to: path) == .written)
    let first = try FileManager.default.attributesOfItem(atPath: path)
    #expect(try OutputFile.write("one", to: path) == .unchanged)
    let second = try FileManager.default.attributesOfItem(atPath: path)
    #expect(first[.systemFileNumber] as? Int == second[.systemFileNumber] as? Int)
    #expect(try OutputFile.write("two", to: path) == .written)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/nested")
    #expect(leftovers == ["Out.swift"])
  }

  /// `--output /dev/null` renamed a temporary file over the device: run as root (as CI and
  /// the tests run here), the system's /dev/null became a file, and apt-get could not verify
  /// its sources. A device is written to, never replaced.
  @Test func aDeviceIsWrittenToAndNotReplaced() throws {
    #expect(try OutputFile.write("discarded", to: "/dev/null") == .written)
    let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type]
    #expect(type as? FileAttributeType == .typeCharacterSpecial)
  }

  @Test func failsWithASentenceWhenTheFolderCannotBeMade() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let blocker = try directory.write("a file, not a folder", to: "blocker")
    #expect(throws: OutputFile.WriteError.self) {
      try OutputFile.write("x", to: blocker + "/Out.swift")
    }
  }

  @Test func aTemporaryFolderElsewhereLeavesOnlyTheFileInItsFolder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let path = directory.path + "/Generated/Out.swift"
    #expect(try OutputFile.write("one", to: path, temporaryDirectory: scratch.path) == .written)
    #expect(try OutputFile.write("two", to: path, temporaryDirectory: scratch.path) == .written)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path + "/Generated")
        == ["Out.swift"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
  }
}
