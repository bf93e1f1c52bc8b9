import Testing

@testable import SegueGenerator

@Suite struct InheritanceMergerTests {
  private func key(_ name: String, module: String? = nil, _ framework: UIFramework = .uiKit)
    -> ClassFacts.Key
  {
    ClassFacts.Key(framework: framework, type: TypeName(name: name, module: module))
  }

  @Test func aChainJoinsItsTopmostGeneratedClassThroughClassesWithoutSegues() {
    // Wizard → SignUp → (Plain, no segues) → Form → UIViewController.
    let merger = InheritanceMerger(superclasses: [
      "Wizard": "SignUp", "SignUp": "Plain", "Plain": "Form", "Form": "UIViewController",
    ])
    let roots = merger.roots(of: [key("Form"), key("SignUp"), key("Wizard")])
    #expect(roots == [1: 0, 2: 0])
  }

  @Test func onlyTheSameFrameworkAndModuleJoin() {
    let merger = InheritanceMerger(superclasses: ["Sub": "Base", "MacSub": "Base"])
    let keys = [
      key("Base"), key("Sub", module: "Other"), key("MacSub", .appKit),
    ]
    #expect(merger.roots(of: keys).isEmpty)
  }

  @Test func theSuperclassIsTheOneOfTheSubclasssFrameworkAndModule() {
    let merger = InheritanceMerger(superclasses: ["Sub": "Base"])
    let keys = [
      key("Base", module: "A"), key("Base", module: "A", .appKit), key("Sub", module: "A"),
    ]
    // Base is declared for UIKit and AppKit: the subclass, a UIKit class, joins the UIKit one.
    #expect(merger.roots(of: keys) == [2: 0])
    let twice = [key("Base"), key("Sub"), key("Base", module: "B")]
    #expect(InheritanceMerger(superclasses: ["Sub": "Base"]).roots(of: twice) == [1: 0])
  }

  @Test func classesThatInheritInACircleJoinNothing() {
    let merger = InheritanceMerger(superclasses: ["A": "B", "B": "A"])
    #expect(merger.roots(of: [key("A"), key("B")]).isEmpty)
  }
}
