import StoryboardKit

/// A place where code opens a storyboard or a scene in a way ``LiteralUse`` does not record:
/// a storyboard's initial controller, a generated `StoryboardScene` accessor, or a storyboard
/// or scene named by something other than a string literal or a constant that holds one
/// (``SymbolicUse``).
package struct CodeOpening: Sendable, Hashable {
  /// How the code opens it.
  package enum Kind: Sendable, Hashable {
    /// `instantiateInitialViewController()` (UIKit), `instantiateInitialController()`
    /// (AppKit), or their Objective-C messages: the initial controller of the storyboard the
    /// storyboard name literal shortly before it names; nil when none does (the storyboard
    /// is then not known).
    case initialController(storyboard: String?)
    /// `StoryboardScene.Storyboard.member`, as SwiftGen and `segue generate` name a scene:
    /// the storyboard's enum and the scene's property (`initialScene` for the initial one);
    /// R.swift's `R.storyboard.name.member()` is recorded the same way.
    case generatedScene(storyboard: String, member: String)
    /// `UIStoryboard(name: variable, …)`, `storyboardWithName:variable`: a storyboard whose
    /// name the code computes.
    case nonLiteralStoryboard
    /// `instantiateViewController(withIdentifier: variable)` and the like: a scene whose
    /// storyboard identifier the code computes.
    case nonLiteralScene
  }

  package var kind: Kind
  /// The source file.
  package var path: String
  /// Where the call or the accessor starts.
  package var location: TextLocation

  /// Whether the code names what it opens by something other than a literal.
  package var isNonLiteral: Bool {
    switch kind {
    case .nonLiteralStoryboard, .nonLiteralScene, .initialController(storyboard: nil): true
    case .initialController, .generatedScene: false
    }
  }

  /// Whether `name` (a storyboard's name or a scene's identifier) is what a generated
  /// accessor spells as `spelled`: compared loosely, letters and digits lowercased, since
  /// SwiftGen, R.swift and `segue generate` each make names into identifiers their own way.
  package static func matches(_ name: String, generated spelled: String) -> Bool {
    key(name) == key(spelled)
  }

  private static func key(_ name: String) -> String {
    let kept = name.lowercased().unicodeScalars.filter {
      $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
    return String(String.UnicodeScalarView(kept))
  }
}
