import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// An app that already follows the seed (its controllers declare `SegueIdentifier` and conform
/// to `SegueHandler` by hand) adopts the generator without a second declaration.
@Suite struct AdoptionTests {
  /// Runs the generator over the Navigation fixture's Main storyboard with `source` as the
  /// app's only source file.
  private static func generate(_ source: String) throws -> (
    status: ExitCode, output: String, errors: String
  ) {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(source, to: "JobEditorViewController.swift")
    let result = GenerateFixtures.run([
      "--sources", path, GenerateFixtures.path("Navigation/Main.storyboard"),
    ])
    return (
      result.status, result.output, result.errors.replacingOccurrences(of: path, with: "A.swift")
    )
  }

  @Test func aMatchingHandWrittenEnumKeepsItsCaseNamesAndGetsTypedDestinations() throws {
    let result = try Self.generate(
      """
      class JobEditorViewController: UIViewController, SegueHandler {
        enum SegueIdentifier: String {
          case cancel = "CancelEditing"
          case save = "SaveJob"
        }
      }
      class JobListViewController: UITableViewController {}
      """)
    #expect(result.status == .success)
    #expect(!result.output.contains("extension JobEditorViewController: SegueHandler"))
    #expect(result.output.contains("extension JobEditorViewController {"))
    #expect(result.output.contains("case .cancel:"))
    #expect(result.output.contains("case save(UIViewController)"))
    // Another class of the storyboard is generated as before.
    #expect(result.output.contains("extension JobListViewController: SegueHandler"))
    #expect(!result.errors.contains("identifier-not-in-storyboard"))
  }

  @Test func aMissingOrExtraCaseIsAWarningAndNothingIsDeclaredAgain() throws {
    let result = try Self.generate(
      """
      class JobEditorViewController: UIViewController {}

      extension JobEditorViewController: SegueHandler {
        enum SegueIdentifier: String {
          case cancelEditing = "CancelEditing", delete = "DeleteJob"
        }
      }
      """)
    #expect(result.status == .success)
    #expect(!result.output.contains("extension JobEditorViewController"))
    #expect(result.output.contains("differs from the storyboards"))
    #expect(
      result.errors.contains(
        "A.swift:4:3: warning: The hand-written SegueIdentifier of JobEditorViewController has "
          + "no case for the segue identifier 'SaveJob' of Main.storyboard; add `case saveJob = "
          + "\"SaveJob\"`. [identifier-not-in-enum]"))
    #expect(
      result.errors.contains(
        "A.swift:5:43: warning: No segue of JobEditorViewController in Main.storyboard has the "
          + "identifier 'DeleteJob' of the case 'delete'; performing it raises \"Receiver has no "
          + "segue with identifier\". [identifier-not-in-storyboard]"))
  }

  @Test func aConformanceWithoutAReadableEnumIsLeftAlone() throws {
    let result = try Self.generate(
      """
      class JobEditorViewController: UIViewController {}
      extension JobEditorViewController: SegueHandler {
        typealias SegueIdentifier = EditorSegue
      }
      """)
    #expect(result.status == .success)
    #expect(!result.output.contains("extension JobEditorViewController"))
    #expect(result.output.contains("could not be checked"))
  }
}
