/// The access level of the generated declarations: `public` when the controller classes are
/// public and other modules use their segues.
package enum AccessLevel: String, Sendable, Hashable, CaseIterable {
  case `internal`
  case `public`

  /// The keyword and a space to put before a declaration; nothing for internal, the default.
  var prefix: String { self == .public ? "public " : "" }
}
