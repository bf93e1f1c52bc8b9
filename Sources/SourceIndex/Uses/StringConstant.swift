import StoryboardKit

/// A string a name stands for in the sources: a case of a `String` enum (its raw value, written
/// or implied by its name), a `static let` of a type, a global `let`, an Objective-C
/// `NSString * const` or a `#define` of an `@"…"` literal. Uses of the name where a
/// storyboard's name is expected are followed to it (``SymbolicUse``).
package struct StringConstant: Sendable, Hashable {
  /// How the name is declared.
  package enum Kind: Sendable, Hashable {
    /// `case name = "value"` or `case name` of an enum whose raw type is `String`.
    case enumCase
    /// `static let name = "value"`, a global `let name = "value"`, Objective-C's constants.
    case constant
  }

  package var kind: Kind
  /// The names of the enclosing types and the constant's own, outermost first:
  /// `["Storyboard", "Main"]` for `enum Storyboard: String { case Main }`.
  package var qualifiedName: [String]
  /// The string as written, escapes kept.
  package var value: String
  /// The module whose file declares it.
  package var module: SourceModule
  /// The source file.
  package var path: String
  /// Where the declared name is written.
  package var location: TextLocation
}
