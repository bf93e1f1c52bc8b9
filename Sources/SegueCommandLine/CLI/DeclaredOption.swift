/// What a command's option table lists: a typed ``CommandOption`` of any value, or a row as it
/// is (`--help`, which the tool answers itself).
package protocol DeclaredOption: Sendable {
  /// The option's row of the table.
  var spec: OptionSpec { get }
}

extension OptionSpec: DeclaredOption {
  package var spec: OptionSpec { self }
}
