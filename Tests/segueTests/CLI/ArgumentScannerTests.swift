import Testing

@testable import segue

@Suite struct ArgumentScannerTests {
  enum Color: String, CaseIterable { case red, green }

  @Test func takesOptionsInBothSpellingsAndLeavesPositionals() throws {
    var scanner = ArgumentScanner([
      "a.storyboard", "--output", "out.swift", "--strict", "b", "--module=App",
    ])
    let strict = scanner.flag("strict")
    #expect(strict)
    #expect(try scanner.value("output") == "out.swift")
    #expect(try scanner.value("module") == "App")
    #expect(try scanner.positionals() == ["a.storyboard", "b"])
  }

  @Test func collectsRepeatedValuesInOrder() throws {
    var scanner = ArgumentScanner(["--sources", "A", "x", "--sources=B"])
    #expect(try scanner.values("sources") == ["A", "B"])
    #expect(try scanner.positionals() == ["x"])
  }

  @Test func argumentsAfterDoubleDashArePositionalEvenWhenTheyLookLikeOptions() throws {
    var scanner = ArgumentScanner(["--strict", "--", "--strict", "-odd"])
    let strict = scanner.flag("strict")
    #expect(strict)
    #expect(try scanner.positionals() == ["--strict", "-odd"])
  }

  @Test func aLoneDashIsPositional() throws {
    var scanner = ArgumentScanner(["-"])
    #expect(try scanner.positionals() == ["-"])
  }

  @Test func reportsWhatIsWrong() {
    #expect(throws: UsageError("The option '--output' needs a value.")) {
      var scanner = ArgumentScanner(["--output"])
      _ = try scanner.value("output")
    }
    #expect(throws: UsageError("The option '--output' was given 2 times; give it once.")) {
      var scanner = ArgumentScanner(["--output", "a", "--output", "b"])
      _ = try scanner.value("output")
    }
    #expect(throws: UsageError("Unknown option '--frobnicate'.")) {
      var scanner = ArgumentScanner(["x", "--frobnicate"])
      _ = try scanner.positionals()
    }
    #expect(throws: UsageError("'blue' is not a value of '--color'; expected one of: red, green."))
    {
      var scanner = ArgumentScanner(["--color", "blue"])
      _ = try scanner.choice("color", default: Color.red)
    }
  }

  @Test func choiceFallsBackToItsDefault() throws {
    var scanner = ArgumentScanner([])
    #expect(try scanner.choice("color", default: Color.green) == .green)
  }
}
