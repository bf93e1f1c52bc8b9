/// The names `segue generate` writes or calls that an app's own declarations could hide or be
/// hidden by: what the scanner records where the app declares or names them, so the generator
/// can write the code without shadowing the app.
package enum GeneratedNames {
  /// Members the generator declares in a controller's extension: inside the class's body, an
  /// unqualified use of an app's module-level type of the same name would find them instead.
  package static let members: Set<String> = ["SegueIdentifier", "TypedSegue", "typedSegue"]
  /// The free function the generated `typedSegue(for:)` calls unqualified: a member of the
  /// class (or of a superclass) so named would be found first, and the call would not compile.
  package static let called: Set<String> = ["segueDestination"]
  /// SegueKit's types the generated code names unqualified, and the namespace it declares.
  package static let moduleLevel: Set<String> = [
    "SegueHandler", "SceneType", "InitialSceneType", "StoryboardName", "StoryboardScene",
  ]
  /// Every name the scanner watches.
  package static let all = members.union(moduleLevel)

  /// Whether `name` may be one of ``all``: a cheap test on the first byte before hashing, since
  /// it runs for every name of every file.
  static func mayBeWatched(_ name: String) -> Bool {
    switch name.utf8.first {
    case UInt8(ascii: "S"), UInt8(ascii: "T"), UInt8(ascii: "I"), UInt8(ascii: "t"):
      all.contains(name)
    default:
      false
    }
  }
}
