import StoryboardKit

/// A string literal that code passes where UIKit or AppKit expects a name from a storyboard:
/// a segue identifier to perform, a scene's storyboard identifier to instantiate, or a
/// storyboard's name.
package struct LiteralUse: Sendable, Hashable {
  /// What the literal names.
  package enum Kind: Sendable, Hashable {
    /// `performSegue(withIdentifier:sender:)`, `performSegueWithIdentifier:sender:`.
    case segueIdentifier
    /// `instantiateViewController(withIdentifier:)`, `instantiateViewController(identifier:
    /// creator:)`, `instantiateController(withIdentifier:)`, `instantiateController(identifier:
    /// creator:)` and their Objective-C selectors.
    case sceneIdentifier
    /// `UIStoryboard(name:bundle:)`, `NSStoryboard(name:bundle:)`,
    /// `storyboardWithName:bundle:`.
    case storyboardName
    /// A literal compared with a segue's identifier: `segue.identifier == "x"` (or `!=`, or
    /// through a name bound to it), a `case "x":` of a `switch` over it, Objective-C's
    /// `[segue.identifier isEqualToString:@"x"]`.
    case comparedSegueIdentifier
  }

  package var kind: Kind
  /// The literal's value as written, escapes kept.
  package var value: String
  /// The source file.
  package var path: String
  /// Where the string literal starts (its `"`, or the `@` of `@"…"`).
  package var location: TextLocation
  /// The class, extension or category whose body holds the literal; nil outside any.
  package var enclosingClass: String?
  /// The platforms the literal is compiled for, as the `#if` conditions around it say.
  package var platforms: CompiledPlatforms
  /// The constant or enum case the code names instead of writing the literal, as spelled
  /// (`Segue.showDetail`); the literal is then its value and ``location`` the name's place.
  package var constant: String?
  /// The bundle of the storyboard named (for a scene identifier, of the storyboard named just
  /// before it, when that one is of another bundle); `.main` when none is written.
  package var bundle: StoryboardBundle

  package init(
    kind: Kind, value: String, path: String, location: TextLocation,
    enclosingClass: String? = nil, platforms: CompiledPlatforms = .all, constant: String? = nil,
    bundle: StoryboardBundle = .main
  ) {
    self.bundle = bundle
    self.constant = constant
    self.platforms = platforms
    self.kind = kind
    self.value = value
    self.path = path
    self.location = location
    self.enclosingClass = enclosingClass
  }

  /// The value quoted, and the constant that holds it when the code names one:
  /// `'ShowDetial' (Segue.showDetial)`.
  package var quoted: String {
    constant.map { "'\(value)' (\($0))" } ?? "'\(value)'"
  }
}
