import DeterministicOutput
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
    that may come from that code (segue and unwind actions, a `performSegue` override). An \
    unwind action no source declares is not judged while any such code is unread: an \
    extension of `UIViewController` there may declare it (the Spring library declares \
    `unwindToViewController:` so). This note, one per target, at the first such class or \
    unwind segue, names the classes and unwind actions not checked with how many times the \
    storyboards use each, the linked code that was not read, and how to let lint read it. \
    Apple's classes are \
    never counted. The classes of a module the storyboard names (`customModule`) that no \
    source here holds, such as a package's, are not judged either, and the note counts \
    them by module. Nor is a class that no source declares and that is named like a source \
    file the project compiles but the checkout lacks (`SettingsViewController.swift` of a \
    submodule not checked out): the project says where it is, and the note names the file. \
    \(SourcesLimitation.text)
    """
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let sources = context.sources else { return [] }
    let lookup = ClassLookup(sources: sources, documents: context.documents)
    let uses = context.customClassUses()
    let unchecked = uses.filter { lookup.isUnchecked($0.reference, inStoryboardAt: $0.path) }
    // A class whose storyboard names a module no source covers is not judged either.
    let elsewhere = uses.filter {
      lookup.expectation(for: $0.reference, inStoryboardAt: $0.path) == .outsideSources
    }
    // Nor a class whose file, by its name, the project compiles and the checkout lacks.
    let inMissingFiles = uses.compactMap { use in
      lookup.missingFile(declaring: use.reference, inStoryboardAt: use.path).map { (use, $0) }
    }
    // Nor an unwind action no source declares: the unread code may extend UIViewController.
    let unwinds =
      sources.unreadLinkedCode.isEmpty
      ? [] : UnwindActionNotFoundRule.undeclared(in: context, sources: sources)
    let places =
      (unchecked + elsewhere + inMissingFiles.map(\.0)).map { ($0.path, $0.location) }
      + unwinds.map { (context.path(of: $0.edge), context.graph[$0.edge].location) }
    guard let first = places.min(by: { ($0.0, $0.1) < ($1.0, $1.1) }) else { return [] }
    var sentences: [String] = []
    if !unchecked.isEmpty {
      let ranked = Self.ranked(unchecked.map { ClassLookup.innermostName($0.reference) })
      let classes =
        ranked.count == 1
        ? "1 custom class with no module, which no source declares, was"
        : "\(ranked.count) custom classes with no module, which no source declares, were"
      sentences.append(
        "\(classes) not checked: \(Self.listed(ranked)). "
          + Self.framework(of: first.0, in: context)
          + " finds such a class in any code the app links, and this target links "
          + "\(sources.unreadLinkedCodeDescription), which "
          + sources.unreadLinkedCodeVerb + " not read.")
    }
    if !inMissingFiles.isEmpty {
      let ranked = Self.ranked(inMissingFiles.map { ClassLookup.innermostName($0.0.reference) })
      var files: [String] = []
      for (_, file) in inMissingFiles where !files.contains(file) { files.append(file) }
      let classes =
        ranked.count == 1 ? "1 custom class was" : "\(ranked.count) custom classes were"
      sentences.append(
        "\(classes) not checked: \(Self.listed(ranked)), which the project would compile from "
          + (files.count == 1 ? "" : "the files ") + files.sorted().joined(separator: ", ")
          + (files.count == 1 ? ", a file" : ", files") + " the checkout lacks.")
    }
    if !elsewhere.isEmpty {
      let ranked = Self.ranked(elsewhere.compactMap(\.reference.module))
      let modules = ranked.count == 1 ? "1 module" : "\(ranked.count) modules"
      let listed = ranked.map { "'\($0.key)' (\($0.value) use\($0.value == 1 ? "" : "s"))" }
      sentences.append(
        "The custom classes of \(modules) that no source here holds were not checked: "
          + listed.joined(separator: ", ") + ".")
    }
    if !unwinds.isEmpty {
      let ranked = Self.ranked(unwinds.map(\.action))
      let actions =
        ranked.count == 1
        ? "1 unwind action that no source declares was"
        : "\(ranked.count) unwind actions that no source declares were"
      let it = ranked.count == 1 ? "it" : "them"
      sentences.append(
        "\(actions) not checked: \(Self.listed(ranked)). "
          + (unchecked.isEmpty
            ? "An extension of UIViewController in any code the app links may declare \(it), "
              + "and this target links \(sources.unreadLinkedCodeDescription), which "
              + sources.unreadLinkedCodeVerb + " not read."
            : "An extension of UIViewController in that code may declare \(it)."))
    }
    var howTo: [String] = []
    // Any unread code may hold an unwind action; a class with a module, only that module's.
    let linkedMayHold =
      unchecked.isEmpty && elsewhere.isEmpty && unwinds.isEmpty
      ? []
      : Self.mayHold(unchecked.isEmpty && unwinds.isEmpty ? elsewhere : [], in: sources)
    // Several submodules' projects in one sentence, where the first would be.
    let submodules = Array(Set(linkedMayHold.compactMap(\.submoduleProject))).sortedByBytes()
    // Several binaries to put in place in one sentence per folder, where the first would be.
    let placements = linkedMayHold.compactMap(\.placement)
    for code in linkedMayHold {
      let sentence =
        if code.placement != nil, placements.count > 1 {
          UnreadLinkedCode.put(placements)
        } else if code.submoduleProject != nil, submodules.count > 1 {
          UnreadLinkedCode.checkOut(submoduleProjects: submodules)
        } else {
          code.howToRead
        }
      if !howTo.contains(sentence) { howTo.append(sentence) }
    }
    if !elsewhere.isEmpty {
      howTo.append(
        "`--module NAME` names the app's module, `--sources NAME=DIR` gives another module's "
          + "sources.")
    }
    return [
      finding((sentences + howTo).joined(separator: " "), path: first.0, at: first.1)
    ]
  }

  /// The framework that looks the class up: AppKit for a macOS storyboard, WatchKit for a
  /// watchOS one, else UIKit.
  private static func framework(of path: String, in context: LintContext) -> String {
    context.documents.first { $0.path == path }?.platform.framework ?? "UIKit"
  }

  /// The unread code that may hold the classes not checked: all of it when a class has no
  /// module (`named` empty: UIKit looks in every binary); else the code of a module the classes
  /// name, or of no known module, and all of it when none is.
  private static func mayHold(_ named: [CustomClassUse], in sources: SourceIndex)
    -> [UnreadLinkedCode]
  {
    let modules = Set(named.compactMap(\.reference.module))
    guard !modules.isEmpty else { return sources.unreadLinkedCode }
    let holding = sources.unreadLinkedCode.filter { code in
      code.module.map(modules.contains) ?? true
    }
    return holding.isEmpty ? sources.unreadLinkedCode : holding
  }

  /// Names with their counts, most used first, then by name, so the output does not depend on
  /// the order of reading.
  private static func ranked(_ names: [String]) -> [(key: String, value: Int)] {
    var counts: [String: Int] = [:]
    for name in names { counts[name, default: 0] += 1 }
    return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
  }

  private static func listed(_ ranked: [(key: String, value: Int)]) -> String {
    ranked.map { "'\($0.key)' (\($0.value))" }.joined(separator: ", ")
  }
}
