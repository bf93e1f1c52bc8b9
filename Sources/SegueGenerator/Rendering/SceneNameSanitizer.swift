import DeterministicOutput
import SourceIndex
import StoryboardKit

/// Names the parts of `StoryboardScene` from free text, as ``CaseNameSanitizer`` names segue
/// cases: a storyboard enum per storyboard name (`"Main-iPad"` → `MainIPad`) and a property
/// per storyboard identifier (`"Job Editor"` → `jobEditor`). A name that would clash with what
/// the code around it declares or names gets a suffix (`Bundle` → `BundleStoryboard`, `bundle`
/// → `bundleScene`); names that come out the same are told apart with `_2`, `_3`, … The names
/// depend only on the texts, never on the order they come in.
enum SceneNameSanitizer {
  /// Enum names that would hide what the code inside `StoryboardScene` names: its own types,
  /// SegueKit's, the frameworks' modules, and words Swift keeps for itself.
  static let reservedEnumNames: Set<String> = [
    "BundleToken", "Bundle", "ModuleStoryboard", "SceneType", "InitialSceneType", "StoryboardName",
    "StoryboardScene",
    "UIKit", "AppKit", "SegueKit", "Foundation", "Any",
  ]

  /// Property names that the storyboard enum declares itself.
  static let reservedPropertyNames: Set<String> = ["storyboardName", "bundle", "initialScene"]

  /// Each distinct storyboard name of `names` with its enum name, in the names' byte order.
  /// `classNames` are the classes and modules the scenes' types name, which an enum of the same
  /// name would hide.
  static func enumNames(for names: some Sequence<String>, classNames: Set<String>)
    -> [(name: String, enumName: String)]
  {
    let reserved = reservedEnumNames.union(classNames).union(SwiftIdentifier.unusable)
      .union(SwiftIdentifier.keywords)
    return CaseNameSanitizer.uniqueNames(names, reserved: reserved, suffix: "Storyboard") {
      CaseNameSanitizer.identifierName(for: $0, upperCamelCase: true, empty: "Storyboard")
    }.map { ($0.text, $0.name) }
  }

  /// Each distinct storyboard identifier of `identifiers` with its property name, in the
  /// identifiers' byte order.
  static func propertyNames(for identifiers: some Sequence<String>)
    -> [(identifier: String, propertyName: String)]
  {
    let reserved = reservedPropertyNames.union(SwiftIdentifier.unusable)
    return CaseNameSanitizer.uniqueNames(identifiers, reserved: reserved, suffix: "Scene") {
      CaseNameSanitizer.identifierName(for: $0, upperCamelCase: false, empty: "scene")
    }.map { ($0.text, $0.name) }
  }
}
