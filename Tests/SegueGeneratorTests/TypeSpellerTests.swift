import Testing

@testable import SegueGenerator

@Suite struct TypeSpellerTests {
  @Test func qualifiesOnlyNamesThatSeveralModulesDeclare() {
    let mine = TypeName(name: "Detail", module: nil)
    let theirs = TypeName(name: "Detail", module: "Other")
    let plain = TypeName(name: "List", module: "Other")
    let speller = TypeSpeller([mine, plain, theirs, .framework("UIViewController")])
    #expect(speller.spell(mine) == "Detail")
    #expect(speller.spell(theirs) == "Other.Detail")
    #expect(speller.spell(plain) == "List")
  }

  @Test func aNameTheCurrentModuleAlsoDeclaresIsQualified() {
    let shadowed = TypeName(name: "Detail", module: "Kit", isShadowed: true)
    #expect(TypeSpeller([shadowed]).spell(shadowed) == "Kit.Detail")
  }

  @Test func aFrameworkClassNeverMakesANameAmbiguous() {
    let custom = TypeName(name: "UIViewController", module: "Shim")
    let speller = TypeSpeller([custom, .framework("UIViewController")])
    #expect(speller.spell(custom) == "UIViewController")
  }

  @Test func keywordsAreEscapedInEitherSpelling() {
    let here = TypeName(name: "default", module: nil)
    let there = TypeName(name: "default", module: "Other")
    let speller = TypeSpeller([here, there])
    #expect(speller.spell(here) == "`default`")
    #expect(speller.spell(there) == "Other.`default`")
  }
}
