/// A `{ … }` block the scanner is inside: a type's or extension's body, which names the class
/// its methods belong to, or any other block.
struct SourceScope: Sendable, Hashable {
  /// The type or extended type, innermost name only (`extension Outer.Inner` gives `Inner`);
  /// nil for other blocks.
  var typeName: String?
  /// Whether its members are exposed to Objective-C: `@objcMembers`, or an `@objc extension`.
  var exposesMembers = false
  /// Why its members cannot be named outside the file, such as `in a private extension`: a
  /// `private` or `fileprivate` type or extension; nil otherwise.
  var fileAccess: String?
  /// The type's name as declared, qualified as written (`extension Outer.Inner` gives both);
  /// empty for other blocks.
  var typePath: [String] = []
  /// Whether it is the body of an enum whose raw type is `String`, whose cases are constants.
  var isStringEnum = false
  /// What becomes of an exception raised inside: caught by an Objective-C `@try`'s `@catch`,
  /// or raised only while UIKit restores the app's state (a restoration class's
  /// `viewControllerWithRestorationIdentifierPath:coder:`).
  var failure = LiteralUse.Failure.raises
}
