import Testing

@testable import SegueCommandLine
@testable import segue

@Suite struct ParsedArgumentsTests {
  enum Color: String, CaseIterable { case red, green }

  static let output = CommandOption.value("output", "FILE", help: "")
  static let module = CommandOption.value("module", "NAME", help: "")
  static let strict = CommandOption.flag("strict", help: "")
  static let sources = CommandOption.repeated("sources", "DIR", help: "")
  static let color = CommandOption.choice("color", of: Color.self, help: "")
  static let options: [OptionSpec] = [
    output.spec, module.spec, strict.spec, sources.spec, color.spec,
  ]

  private func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    try ParsedArguments(arguments, options: Self.options)
  }

  @Test func takesOptionsInBothSpellingsAndLeavesPositionals() throws {
    let parsed = try parse([
      "a.storyboard", "--output", "out.swift", "--strict", "b", "--module=App",
    ])
    #expect(parsed.flag(Self.strict))
    #expect(parsed.value(Self.output) == "out.swift")
    #expect(parsed.value(Self.module) == "App")
    #expect(parsed.positionals == ["a.storyboard", "b"])
  }

  @Test func collectsRepeatedValuesInOrder() throws {
    let parsed = try parse(["--sources", "A", "x", "--sources=B"])
    #expect(parsed.values(Self.sources) == ["A", "B"])
    #expect(parsed.positionals == ["x"])
  }

  @Test func argumentsAfterDoubleDashArePositionalEvenWhenTheyLookLikeOptions() throws {
    let parsed = try parse(["--strict", "--", "--strict", "-odd", "--help"])
    #expect(parsed.flag(Self.strict))
    #expect(parsed.positionals == ["--strict", "-odd", "--help"])
  }

  @Test func aLoneDashIsPositional() throws {
    #expect(try parse(["-"]).positionals == ["-"])
  }

  @Test func aValueMayLookLikeAnOption() throws {
    #expect(try parse(["--output", "--strict"]).value(Self.output) == "--strict")
  }

  static let unknownFrobnicate = UsageError(
    "Unknown option '--frobnicate'; the options are --output, --module, --strict, --sources, "
      + "--color, --help.")

  @Test func reportsWhatIsWrong() {
    #expect(throws: UsageError("The option '--output' needs a value.")) {
      try parse(["--output"])
    }
    #expect(throws: UsageError("The option '--output' was given 2 times; give it once.")) {
      try parse(["--output", "a", "--output", "b"])
    }
    #expect(throws: Self.unknownFrobnicate) {
      try parse(["x", "--frobnicate"])
    }
    #expect(throws: Self.unknownFrobnicate) {
      try parse(["x", "--frobnicate=1"])
    }
    #expect(throws: UsageError("The option '--strict' takes no value.")) {
      try parse(["--strict=yes"])
    }
    #expect(throws: UsageError("'blue' is not a value of '--color'. Expected one of: red, green."))
    {
      _ = try parse(["--color", "blue"]).choice(Self.color, default: Color.red)
    }
  }

  @Test func aMistypedOptionGetsTheClosestName() {
    #expect(throws: UsageError("Unknown option '--stirct'. Did you mean '--strict'?")) {
      try parse(["x", "--stirct"])
    }
    #expect(throws: UsageError("Unknown option '-output'. Did you mean '--output'?")) {
      try parse(["x", "-output", "y"])
    }
    #expect(throws: UsageError("Unknown option '--hlep'. Did you mean '--help'?")) {
      try parse(["--hlep"])
    }
  }

  @Test func aMistypedValueGetsTheClosestValueAndTheList() {
    #expect(
      throws: UsageError(
        "'gren' is not a value of '--color'. Did you mean 'green'? Expected one of: red, green.")
    ) {
      _ = try parse(["--color", "gren"]).choice(Self.color, default: Color.red)
    }
  }

  @Test func choiceFallsBackToItsDefault() throws {
    #expect(try parse([]).choice(Self.color, default: Color.green) == .green)
  }
}
