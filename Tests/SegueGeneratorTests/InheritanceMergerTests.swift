import Testing

@testable import SegueGenerator

@Suite struct InheritanceMergerTests {
  private func controller(
    _ name: String, module: String? = nil, _ framework: UIFramework = .uiKit
  ) -> ControllerClass {
    ControllerClass(framework: framework, type: TypeName(name: name, module: module))
  }

  @Test func aChainJoinsItsTopmostGeneratedClassThroughClassesWithoutSegues() {
    // Wizard → SignUp → (Plain, no segues) → Form → UIViewController.
    let merger = InheritanceMerger(superclasses: [
      "Wizard": "SignUp", "SignUp": "Plain", "Plain": "Form", "Form": "UIViewController",
    ])
    let roots = merger.roots(of: [controller("Form"), controller("SignUp"), controller("Wizard")])
    #expect(
      roots == [controller("SignUp"): controller("Form"), controller("Wizard"): controller("Form")])
  }

  @Test func onlyTheSameFrameworkAndModuleJoin() {
    let merger = InheritanceMerger(superclasses: ["Sub": "Base", "MacSub": "Base"])
    let classes = [
      controller("Base"), controller("Sub", module: "Other"), controller("MacSub", .appKit),
    ]
    #expect(merger.roots(of: classes).isEmpty)
  }

  @Test func theSuperclassIsTheOneOfTheSubclasssFrameworkAndModule() {
    let merger = InheritanceMerger(superclasses: ["Sub": "Base"])
    let classes = [
      controller("Base", module: "A"), controller("Base", module: "A", .appKit),
      controller("Sub", module: "A"),
    ]
    // Base is declared for UIKit and AppKit: the subclass, a UIKit class, joins the UIKit one.
    #expect(
      merger.roots(of: classes) == [controller("Sub", module: "A"): controller("Base", module: "A")]
    )
    let twice = [controller("Base"), controller("Sub"), controller("Base", module: "B")]
    #expect(merger.roots(of: twice) == [controller("Sub"): controller("Base")])
  }

  @Test func classesThatInheritInACircleJoinNothing() {
    let merger = InheritanceMerger(superclasses: ["A": "B", "B": "A"])
    #expect(merger.roots(of: [controller("A"), controller("B")]).isEmpty)
  }
}
