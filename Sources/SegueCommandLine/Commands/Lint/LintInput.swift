import SourceIndex
import StoryboardKit

/// What one target gives lint: its storyboards (without the excluded ones), the sources the
/// rules may compare them with, and the launch storyboards its Info.plist names.
package struct LintInput {
  var files: [String]
  var sources: SourceIndex?
  var launchNames: [String]

  /// The storyboards parsed. Only the rules that compare custom classes with the sources read
  /// the scenes' custom objects, so without sources the parser does not look for them.
  func storyboards() -> StoryboardSet {
    StoryboardSet.load(files, customObjects: sources != nil)
  }
}
