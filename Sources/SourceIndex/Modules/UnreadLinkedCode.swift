/// Code a target links whose declarations were not read: a pod before `pod install`, a Swift
/// package before it is resolved, a binary framework without its headers or interface. UIKit
/// and AppKit look a class with no `customModule` up by its Objective-C name in every loaded
/// binary, so while any such code is unread, a class the sources do not declare may be there.
package struct UnreadLinkedCode: Sendable, Hashable, Comparable {
  /// What kind of code it is.
  package var kind: LinkedCodeKind
  /// Its name, such as `Sparkle` or `ORStackView`.
  package var name: String
  /// The module its classes would be in, when known (a package product, a pod, a framework).
  package var module: String?
  /// How to let SegueKit read it, as a full sentence, such as "Run `pod install`."
  package var howToRead: String
  /// The project to check out, when it is a git submodule's (``howToRead`` then says so):
  /// several are said in one sentence (``checkOut(submoduleProjects:)``).
  package var submoduleProject: String?

  package init(
    kind: LinkedCodeKind, name: String, module: String? = nil, howToRead: String,
    submoduleProject: String? = nil
  ) {
    self.kind = kind
    self.name = name
    self.module = module
    self.howToRead = howToRead
    self.submoduleProject = submoduleProject
  }

  /// "Check out the project A (a git submodule: …)." or "Check out the projects A, B and C
  /// (git submodules: …)."
  package static func checkOut(submoduleProjects projects: [String]) -> String {
    let command = "`git submodule update --init`"
    guard let last = projects.last, projects.count > 1 else {
      return "Check out the project \(projects.first ?? "") (a git submodule: \(command))."
    }
    return "Check out the projects \(projects.dropLast().joined(separator: ", ")) and \(last) "
      + "(git submodules: \(command))."
  }

  /// `pod ORStackView`, `Swift package Sparkle`.
  package var description: String { "\(kind.rawValue) \(name)" }

  package static func < (lhs: UnreadLinkedCode, rhs: UnreadLinkedCode) -> Bool {
    (lhs.kind, lhs.name) < (rhs.kind, rhs.name)
  }
}
