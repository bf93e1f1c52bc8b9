/// One option of a command, declared once and typed by what reading it gives: `Bool` for a
/// flag, `String?` for a value, `[String]` for a repeated value, `T?` for a choice among an
/// enum's cases. The command lists it in its ``CommandDescription`` (the parser, `--help` and
/// completions read its ``spec``) and reads it through ``ParsedArguments`` by this descriptor,
/// so that neither a misspelt name nor a flag read as a value compiles.
package struct CommandOption<Value>: Sendable, Hashable, DeclaredOption {
  /// Its row of the option table.
  package let spec: OptionSpec

  /// `--name`.
  package var spelled: String { spec.spelled }
}

extension CommandOption where Value == Bool {
  /// An option that is on when given.
  package static func flag(_ name: String, help: String) -> Self {
    Self(spec: OptionSpec(name: name, kind: .flag, help: help))
  }
}

extension CommandOption where Value == String? {
  /// An option with one value, given at most once.
  package static func value(_ name: String, _ placeholder: String, help: String) -> Self {
    Self(spec: OptionSpec(name: name, kind: .value(placeholder: placeholder), help: help))
  }
}

extension CommandOption where Value == [String] {
  /// An option that may be given several times, each with a value.
  package static func repeated(_ name: String, _ placeholder: String, help: String) -> Self {
    Self(spec: OptionSpec(name: name, kind: .repeated(placeholder: placeholder), help: help))
  }
}

extension CommandOption {
  /// An option whose value is one of `T`'s cases, given at most once; the synopsis and shell
  /// completions list them.
  package static func choice<T: RawRepresentable & CaseIterable>(
    _ name: String, of _: T.Type, help: String
  ) -> Self where Value == T?, T.RawValue == String {
    let choices = T.allCases.map(\.rawValue)
    return Self(
      spec: OptionSpec(
        name: name, kind: .value(placeholder: choices.joined(separator: "|")), help: help,
        choices: choices))
  }
}
