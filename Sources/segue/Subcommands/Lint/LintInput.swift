import SourceIndex

/// What one target gives lint: its storyboards (without the excluded ones), the sources the
/// rules may compare them with, and the launch storyboards its Info.plist names.
struct LintInput {
  var files: [String]
  var sources: SourceIndex?
  var launchNames: [String]
}
