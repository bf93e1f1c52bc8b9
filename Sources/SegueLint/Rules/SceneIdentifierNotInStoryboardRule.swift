import SourceIndex
import StoryboardKit

/// A literal scene identifier or storyboard name in code that no linted storyboard has.
struct SceneIdentifierNotInStoryboardRule: LintRule {
  let identifier = "scene-identifier-not-in-storyboard"
  let name = "Instantiated identifier or storyboard not in any storyboard"
  let defaultSeverity = Severity.warning
  let needsSources = true
  var rationale: String {
    """
    Code that instantiates a scene by a storyboard identifier no storyboard has raises \
    "Storyboard doesn't contain a view controller with identifier", and a storyboard name \
    that no storyboard has raises "Could not find a storyboard named … in bundle"; Swift \
    cannot catch either: the app crashes. The rule reports string literals passed to \
    `instantiateViewController(withIdentifier:)`, `instantiateViewController(identifier:\
    creator:)`, `instantiateController(withIdentifier:)`, `instantiateController(identifier:\
    creator:)` (also as `NSStoryboard.SceneIdentifier("…")`) and their Objective-C selectors \
    that are the storyboard identifier of no scene in any linted storyboard, and names passed \
    to `UIStoryboard(name:bundle:)`, `NSStoryboard(name:bundle:)` or `storyboardWithName:\
    bundle:` that are the name of no linted storyboard (the name has no `.storyboard` \
    extension), when the bundle is the app's own (`nil`, `.main`, or `Bundle(for:)` a class of \
    the app's module: a pod's or a package's bundle holds storyboards lint does not read); a \
    conditional whose every branch is a literal (`flag ? "A" : "B"`, nested too) names each of \
    them, and a class's name (`String(describing: Detail.self)`, `NSStringFromClass([Detail \
    class])`, or a static member every declaration of which is `String(describing: self)`, as \
    `Detail.storyboardIdentifier`) is that name once the sources declare the class. The \
    finding is in the source file. A name of a storyboard the project lists but the checkout \
    lacks, of one the target copies but leaves to the targets that load it, or of another \
    target's storyboard in a file that target compiles too (a file shared \
    by an iPhone and a TV app may check the idiom before loading either), is not reported, \
    nor is an identifier of a scene of such a storyboard of another target. \
    Since it does not follow which storyboard \
    the code instantiates from, an identifier that exists in another storyboard is not \
    reported. Lint every storyboard of the app, those of its frameworks included, at once. \
    \(SourcesLimitation.text)
    """
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let sources = context.sources else { return [] }
    let graph = context.graph
    let identifiers = Set(
      graph.nodes.filter { graph[$0].reference == nil }.compactMap {
        graph[$0].storyboardIdentifier
      })
    let names = Set(graph.documents.map { graph[$0].name })
    return sources.literalUses.compactMap { use in
      guard context.isCompiledForStoryboards(use), Self.isAppBundle(use.bundle, in: sources),
        sources.mayRaise(use)
      else { return nil }
      switch use.kind {
      case .sceneIdentifier
      where !identifiers.contains(use.value)
        && !sources.unlintedStoryboards.mayHoldIdentifier(use.value, inFileAt: use.path):
        return finding(
          "No scene of the linted storyboards has the storyboard identifier \(use.quoted); "
            + "instantiating it raises \"Storyboard doesn't contain a view controller with "
            + "identifier '\(use.value)'\".",
          path: use.path, at: use.location)
      case .storyboardName
      where !names.contains(use.value)
        && !sources.unlintedStoryboards.mayName(use.value, inFileAt: use.path):
        let hint =
          use.value.hasSuffix(".storyboard")
          ? " (the name is given without the .storyboard extension)" : ""
        return finding(
          "No linted storyboard is named \(use.quoted)\(hint); loading it raises \"Could not "
            + "find a storyboard named '\(use.value)'\".",
          path: use.path, at: use.location)
      default:
        return nil
      }
    }
  }

  /// Whether `bundle` is the app's own, whose storyboards are the linted ones: the main bundle,
  /// or that of a class the app's module declares. A pod's or package's bundle holds
  /// storyboards lint does not see.
  static func isAppBundle(_ bundle: StoryboardBundle, in sources: SourceIndex) -> Bool {
    switch bundle {
    case .main: true
    case .ofClass(let name): sources.classModules[name]?.contains(.app) ?? false
    case .other: false
    }
  }
}
