import DeterministicOutput
import StoryboardKit

/// The one rule that says which storyboard an app launches into, for every command that needs
/// to know (`simulate`, `explore`, lint's path-based rules):
/// 1. the storyboard the user chose (`--start NAME` or `--start PATH`);
/// 2. else the first of `launchNames` among the inputs: the names an Info.plist gives
///    (`UIMainStoryboardFile`, `NSMainStoryboardFile`, `UISceneStoryboardFile`), read by
///    whoever reads Info.plists;
/// 3. else a storyboard named exactly `Main`;
/// 4. else none.
///
/// A name that two storyboards share (in different folders) is never picked silently: the
/// choice is ``Choice/ambiguous(name:paths:)``, naming both.
package enum LaunchStoryboard {
  /// What the rule chose.
  package enum Choice: Sendable, Hashable {
    /// The storyboard to launch, and why it was chosen.
    case chosen(DocumentID, reason: Reason)
    /// No storyboard is the launch storyboard.
    case none
    /// The requested storyboard is not among the inputs.
    case notFound(String)
    /// Several storyboards have the chosen name: their paths, sorted.
    case ambiguous(name: String, paths: [String])
  }

  /// Why a storyboard was chosen.
  package enum Reason: Sendable, Hashable {
    case requested
    case infoPlist
    case namedMain
  }

  /// Applies the rule to `graph`. `requested` is a storyboard's name, or a path (or the end of
  /// one) of a `.storyboard` file among the inputs.
  package static func choose(
    in graph: StoryboardGraph, requested: String? = nil, launchNames: [String] = []
  ) -> Choice {
    if let requested {
      let found =
        requested.hasSuffix(".storyboard")
        ? graph.documents.filter { isPath(graph[$0].path, requested) }
        : documents(named: requested, in: graph)
      guard !found.isEmpty else { return .notFound(requested) }
      return single(found, name: requested, reason: .requested, in: graph)
    }
    for name in launchNames {
      let matches = documents(named: name, in: graph)
      if !matches.isEmpty { return single(matches, name: name, reason: .infoPlist, in: graph) }
    }
    let main = documents(named: "Main", in: graph)
    return main.isEmpty ? .none : single(main, name: "Main", reason: .namedMain, in: graph)
  }

  /// Every storyboard that has the name the rule would choose, without a request: what lint,
  /// which judges each target's launch, explores when several share it.
  package static func candidates(in graph: StoryboardGraph, launchNames: [String] = [])
    -> [DocumentID]
  {
    for name in launchNames + ["Main"] {
      let matches = documents(named: name, in: graph)
      if !matches.isEmpty { return matches }
    }
    return []
  }

  private static func documents(named name: String, in graph: StoryboardGraph) -> [DocumentID] {
    graph.documents.filter { graph[$0].name == name }
  }

  /// Whether `path` is `requested`, or ends with it after a `/`.
  private static func isPath(_ path: String, _ requested: String) -> Bool {
    let requested = requested.hasPrefix("./") ? String(requested.dropFirst(2)) : requested
    return path == requested || path.hasSuffix("/" + requested)
  }

  private static func single(
    _ matches: [DocumentID], name: String, reason: Reason, in graph: StoryboardGraph
  ) -> Choice {
    guard matches.count > 1 else { return .chosen(matches[0], reason: reason) }
    let paths = matches.map { graph[$0].path }.sortedByBytes()
    return .ambiguous(name: name, paths: paths)
  }
}
