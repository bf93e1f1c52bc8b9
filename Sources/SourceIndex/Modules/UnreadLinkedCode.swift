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

  package init(kind: LinkedCodeKind, name: String, module: String? = nil, howToRead: String) {
    self.kind = kind
    self.name = name
    self.module = module
    self.howToRead = howToRead
  }

  /// `pod ORStackView`, `Swift package Sparkle`.
  package var description: String { "\(kind.rawValue) \(name)" }

  package static func < (lhs: UnreadLinkedCode, rhs: UnreadLinkedCode) -> Bool {
    (lhs.kind, lhs.name) < (rhs.kind, rhs.name)
  }
}
