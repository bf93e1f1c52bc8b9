import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// `segue lint --stamp`: the output a build command declares, present exactly when the last
/// run found no error.
@Suite struct LintStampTests {
  @Test func aRunWithoutErrorsWritesTheSummaryAsAComment() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let stamp = directory.path + "/lint.swift"
    let path = Snapshot.fixture("Lint/Warnings.storyboard")
    let (status, console) = LintCommandTests.run(["--stamp", stamp, path])
    #expect(status == .success)
    let written = try String(contentsOfFile: stamp, encoding: .utf8)
    #expect(written.hasPrefix("// segue lint: 1 storyboard(s), 0 error(s), 1 warning(s)"))
    #expect(written.hasSuffix(".\n"))
    #expect(written.split(separator: "\n").count == 1)
    #expect(console.standardError.contains(written.dropFirst(3).dropLast()))
  }

  @Test func anUnchangedRunLeavesTheStampAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let stamp = directory.path + "/lint.swift"
    let arguments = ["--stamp", stamp, Snapshot.fixture("Lint/Clean.storyboard")]
    #expect(LintCommandTests.run(arguments).0 == .success)
    let before = try FileManager.default.attributesOfItem(atPath: stamp)
    Thread.sleep(forTimeInterval: 0.02)
    #expect(LintCommandTests.run(arguments).0 == .success)
    let after = try FileManager.default.attributesOfItem(atPath: stamp)
    #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
    #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
  }

  @Test(arguments: [["Lint/Findings.storyboard"], ["Lint/Warnings.storyboard", "--strict"]])
  func aFailingRunRemovesTheStamp(_ arguments: [String]) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let stamp = try directory.write("// segue lint: an earlier run.\n", to: "lint.swift")
    let (status, _) = LintCommandTests.run(
      ["--stamp", stamp, Snapshot.fixture(arguments[0])] + arguments.dropFirst())
    #expect(status == .failure)
    #expect(!FileManager.default.fileExists(atPath: stamp))
  }
}
