import SourceIndex
import StoryboardKit

/// One example of a rule: a few files (storyboards, and Swift or Objective-C sources for the
/// rules that read them) where `↓` marks, right before a `<`, each spot the rule must report.
package struct RuleExample: Sendable, Hashable {
  /// The marker placed right before the element a finding points to.
  package static let marker: Character = "↓"

  /// The files, markers included.
  package var files: [ExampleFile]
  /// The code the example's target links that was not read (a pod before `pod install`).
  package var unreadLinkedCode: [UnreadLinkedCode]

  package init(_ files: ExampleFile..., unreadLinkedCode: [UnreadLinkedCode] = []) {
    self.files = files
    self.unreadLinkedCode = unreadLinkedCode
  }

  /// The storyboards among ``files``, markers removed.
  package var storyboards: [ExampleFile] { files.filter(\.isStoryboard).map(\.stripped) }

  /// The Swift and Objective-C sources among ``files``, markers removed.
  package var sources: [ExampleFile] { files.filter { !$0.isStoryboard }.map(\.stripped) }

  /// Every marked spot: the file's path and the location the marker stands for once removed.
  package var expectedSpots: [FileLocation] {
    files.flatMap { file in
      file.markerLocations.map { FileLocation(path: file.path, location: $0) }
    }.sorted()
  }
}
