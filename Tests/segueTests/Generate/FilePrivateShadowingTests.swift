import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// An app whose controllers each declare a `private enum SegueIdentifier` at the top of their
/// own file (Tagger's style): no such enum is the module's, so none is adopted through the
/// module's name, which the generated file could not see, and no class is checked against
/// another file's enum.
@Suite struct FilePrivateShadowingTests {
  private static func generate() -> (status: ExitCode, output: String, errors: String) {
    let fixture = "FilePrivateIdentifiers"
    let result = GenerateFixtures.run([
      "--module", "Tagger", "--sources", GenerateFixtures.path(fixture + "/Sources"),
      GenerateFixtures.path(fixture),
    ])
    return (result.status, result.output, result.errors)
  }

  @Test func aFilePrivateEnumIsNotAdoptedThroughTheModule() {
    let result = Self.generate()
    #expect(result.status == .success)
    #expect(!result.output.contains("Tagger.SegueIdentifier"))
    #expect(!result.output.contains("extension TaggerViewController: SegueHandler"))
    #expect(!result.errors.contains("module-level"))
    #expect(
      result.errors.contains(
        "TaggerViewController.swift:5:9: warning: TaggerViewController names the SegueIdentifier "
          + "private to its file unqualified, which a generated SegueHandler conformance would "
          + "hide inside the class and the generated file cannot see; no segue code is written "
          + "for TaggerViewController."))
  }

  @Test func eachClassIsCheckedAgainstItsOwnFilesEnum() {
    let result = Self.generate()
    #expect(!result.errors.contains("has no case for"))
    #expect(!result.output.contains("extension CategoriesViewController: SegueHandler"))
    #expect(
      result.errors.contains(
        "CategoriesViewController.swift:3:13: warning: CategoriesViewController names the "
          + "SegueIdentifier private to its file unqualified"))
  }
}
