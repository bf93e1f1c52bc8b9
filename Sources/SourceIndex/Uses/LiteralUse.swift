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

  /// What becomes of the exception UIKit raises when the name is not in the storyboards.
  package enum Failure: Sendable, Hashable {
    /// The app stops: nothing catches it.
    case raises
    /// An Objective-C `@try` around the call catches it (a library that tries an optional
    /// segue, as SWRevealViewController does).
    case caught
    /// The call runs only while UIKit restores the app's state, inside a restoration class's
    /// `viewControllerWithRestorationIdentifierPath:coder:`: only when the app opts into
    /// state restoration (``SourceIndex/restoresApplicationState``).
    case onlyInStateRestoration
  }

  package var kind: Kind
  /// What becomes of the exception the call raises for a name no storyboard has.
  package var failure = Failure.raises
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
    bundle: StoryboardBundle = .main, failure: Failure = .raises
  ) {
    self.failure = failure
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
