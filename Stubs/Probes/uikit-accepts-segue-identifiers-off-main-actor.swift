// probe: uikit accepts
// What the generated segue code promises off the main actor: a controller's `SegueIdentifier`
// enum (word for word as `segue generate` writes it for Examples/Finance) is a Sendable value
// that a nonisolated test method may list, compare and send, though its controller is
// main-actor; typing a segue (`typedSegue(for:)`) is main-actor work, like `prepare`.
import Foundation
import SegueKit
import UIKit

final class ProbeJobEditorViewController: UIViewController {}

extension ProbeJobEditorViewController: SegueHandler {
  /// The identifiers of the segues that start at this controller's scenes.
  enum SegueIdentifier: String, CaseIterable {
    /// `unwind` through `unwindToJobList:`.
    case cancelJob = "CancelJob"
    /// `unwind` through `unwindToJobList:`.
    case saveJob = "SaveJob"

    /// The unwind action (an Objective-C selector) that an unwind segue calls on the
    /// controller it returns to; nil for the other segues.
    var unwindAction: String? {
      switch self {
      case .cancelJob:
        return "unwindToJobList:"
      case .saveJob:
        return "unwindToJobList:"
      }
    }
  }

  /// A segue of this controller with its destination typed.
  enum TypedSegue {
    case cancelJob(UIViewController)
    case saveJob(UIViewController)
  }

  /// `segue` with its destination typed, unwrapped from its container; nil for a segue
  /// without an identifier, such as an unnamed embed segue. Traps with a message naming both
  /// when the storyboard and this code disagree.
  func typedSegue(for segue: UIStoryboardSegue) -> TypedSegue? {
    guard let identifier = segue.identifier, !identifier.isEmpty else { return nil }
    switch segueIdentifier(for: segue) {
    case .cancelJob:
      return .cancelJob(segueDestination(segue, from: self))
    case .saveJob:
      return .saveJob(segueDestination(segue, from: self))
    }
  }
}

struct ProbeSegueTests {
  nonisolated func testIdentifiers() async {
    typealias Identifier = ProbeJobEditorViewController.SegueIdentifier
    precondition(Identifier.allCases.map(\.rawValue) == ["CancelJob", "SaveJob"])
    precondition(Identifier(rawValue: "SaveJob")?.unwindAction == "unwindToJobList:")
    let sent = await Task.detached { Identifier.saveJob }.value
    precondition(sent == .saveJob)
  }
}
