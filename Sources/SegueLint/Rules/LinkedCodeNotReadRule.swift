import SourceIndex
import StoryboardKit

/// Once per target: the custom classes with no module that were not checked, because the
/// target links code that was not read and that may declare them.
struct LinkedCodeNotReadRule: LintRule {
  let identifier = "linked-code-not-read"
  let name = "Linked code not read"
  let defaultSeverity = Severity.note
  let needsSources = true
  var rationale: String {
    """
    UIKit and AppKit look a custom class with no `customModule` up by its Objective-C name in \
    every binary the app loads, so any library the target links may declare it: a pod, a \
    Swift package, a Carthage or binary framework, a sub-project. While some of that code \
    was not read (a pod before `pod install`, a package before it is resolved, a framework \
    without its headers), `custom-class-not-found` cannot tell a missing class from one of \
    that code, and says nothing of it; nor do the rules that look for a method in a class \
    that may come from that code (segue and unwind actions, a `performSegue` override). This note, one per target, at the first \
    such class, names the classes not checked with how many times the storyboards use each, \
    the linked code that was not read, and how to let lint read it. Apple's classes are \
    never counted. \(SourcesLimitation.text)
    """
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let sources = context.sources, !sources.unreadLinkedCode.isEmpty else { return [] }
    let lookup = ClassLookup(sources: sources, documents: context.documents)
    let unchecked = context.customClassUses().filter {
      lookup.isUnchecked($0.reference, inStoryboardAt: $0.path)
    }
    guard
      let first = unchecked.min(by: { ($0.path, $0.location) < ($1.path, $1.location) })
    else { return [] }
    var counts: [String: Int] = [:]
    for use in unchecked { counts[ClassLookup.innermostName(use.reference), default: 0] += 1 }
    // Most used first, then by name, so the output does not depend on the order of reading.
    let ranked = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    let listed = ranked.map { "'\($0.key)' (\($0.value))" }.joined(separator: ", ")
    let classes =
      ranked.count == 1
      ? "1 custom class with no module, which no source declares, was"
      : "\(ranked.count) custom classes with no module, which no source declares, were"
    var howTo: [String] = []
    for code in sources.unreadLinkedCode where !howTo.contains(code.howToRead) {
      howTo.append(code.howToRead)
    }
    let message =
      "\(classes) not checked: \(listed). "
      + "UIKit finds such a class in any code the app links, and this target links "
      + "\(sources.unreadLinkedCodeDescription), which "
      + (sources.unreadLinkedCode.count == 1 ? "was" : "were") + " not read. "
      + howTo.joined(separator: " ")
    return [finding(message, path: first.path, at: first.location)]
  }
}
