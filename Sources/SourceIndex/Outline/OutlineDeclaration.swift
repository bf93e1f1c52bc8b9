/// A type or extension declared at the top level of a Swift file, as ``SwiftOutline`` reads
/// it: where it starts (its attributes and modifiers included), where its name (with its
/// generic parameters) ends, where its body's `{` is and where the body ends, in UTF-8 bytes of
/// the outline's text; the types it inherits, as written; and its `@IBSegueAction` and
/// `@IBAction` members, each from its attributes to its body's `{`.
package struct OutlineDeclaration: Sendable, Hashable {
  /// `class`, `struct`, `enum`, `protocol`, `actor`, `extension` or `typealias`.
  package var kind: String
  /// The name; an extension's as written (`Outer.Inner`).
  package var name: String
  package var start: Int
  package var nameEnd: Int
  /// Where the body's `{` is; a typealias has no body, and its is its end.
  package var brace: Int
  package var end: Int
  package var inherited: [String]
  package var actionMembers: [Range<Int>]
}
