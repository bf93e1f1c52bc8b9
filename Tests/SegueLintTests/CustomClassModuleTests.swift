import StoryboardKit
import Testing

@testable import SegueLint

@Suite struct CustomClassModuleTests {
  @Test func theMessageSaysWhereTheClassIsDeclaredInstead() throws {
    let example = try #require(CustomClassNotFoundRule().triggeringExamples.last)
    let context = LintContext(
      documents: LintTestSupport.documents(example.storyboards),
      sources: LintTestSupport.sources(example.sources))
    #expect(
      CustomClassNotFoundRule().check(context).sorted().map(\.message) == [
        "'ReceiptViewController', the custom class of this controller, is declared in module "
          + "CoreUI, not in the app's module App (the storyboard's target, "
          + "customModuleProvider=\"target\"): UIKit will not find it at run time and uses a "
          + "plain UIViewController.",
        "'ChartViewController', the custom class of this controller, is declared in the app's "
          + "module App, not in module CoreUI (its customModule): UIKit will not find it at run "
          + "time and uses a plain UIViewController.",
        "No source declares 'CardViewController', the custom class of this controller.",
        "'LegacyController', the custom class of this controller, is declared in module "
          + "CoreUI, not in the app's module App (the module of its mangled name): UIKit will "
          + "not find it at run time and uses a plain UIViewController.",
      ])
  }
}
