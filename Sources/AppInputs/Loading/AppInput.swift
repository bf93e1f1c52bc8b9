import ProjectModel
import SourceIndex
import StoryboardKit

/// One app loaded once, as `segue explore` and `segue simulate` read it: its storyboards
/// (launch screens aside) parsed with their graph, its sources scanned, the storyboards its
/// Info.plist launches into, and what loading had to say. A unit test's
/// `StoryboardSimulator(app:)` launches what the command launches because both take this value.
public struct AppInput: Sendable {
  /// The target it is, as resolved.
  package let target: InputTarget
  /// The storyboards that parsed, and the files that did not.
  public let storyboards: StoryboardSet
  /// The graph of the storyboards that parsed.
  public let graph: StoryboardGraph
  /// The index of the app's sources; nil when it has none.
  package let sources: SourceIndex?
  /// What loading found wrong, in order: what reading the inputs said, the sources' warnings,
  /// then a storyboard that could not be read.
  public let diagnostics: [Diagnostic]

  /// The target's name; nil without a project.
  public var name: String? { target.name }

  /// The storyboards an Info.plist opens at launch, by name, in the order the launch rule tries
  /// them.
  public var launchStoryboards: [String] { target.launchNames }

  /// Whether the app runs on a pad alone (a target whose device family has no phone).
  public var runsOnPadOnly: Bool { target.idiom == .pad }

  /// Loads `target`: its storyboards (launch screens aside) and sources, each once; `said` is
  /// what resolving it said first. Throws the sources' error when they cannot be read.
  package init(_ target: InputTarget, said: [Diagnostic] = []) throws(SourceIndexError) {
    self.target = target
    let sources = try target.loadSources()
    let set = StoryboardSet.load(target.navigatedStoryboards)
    self.sources = sources
    storyboards = set
    graph = StoryboardGraph(set.documents)
    diagnostics = said + (sources?.warnings ?? []) + set.errors.map(\.diagnostic)
  }
}
