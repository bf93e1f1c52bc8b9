import SourceIndex
import StoryboardKit
import Testing

@testable import SegueGenerator

@Suite struct ClassAssemblerTests {
  private let form = ControllerClass(framework: .uiKit, type: TypeName(name: "Form", module: nil))
  private let wizard = ControllerClass(
    framework: .uiKit, type: TypeName(name: "Wizard", module: nil))

  private func occurrence(
    _ identifier: String, from source: ControllerClass, to destination: String = "Detail",
    in storyboard: String, line: Int = 1, action: String? = nil
  ) -> SegueOccurrence {
    let type = TypeName(name: destination, module: nil)
    return SegueOccurrence(
      source: source, sourceIsWindowController: false, storyboard: storyboard,
      identifier: identifier, kind: .show, destination: type,
      destinationSummary: "`\(destination)`", segueClass: nil, unwindAction: nil,
      segueAction: action.flatMap(SegueActionSelector.init).map {
        SegueActionRequirement(
          method: $0, returnType: type, returnBase: .framework("UIViewController"))
      },
      path: "\(storyboard).storyboard", location: TextLocation(line: line, column: 5))
  }

  @Test func anIdentifierInSeveralStoryboardsIsOneCase() {
    let collection = SegueCollection(occurrences: [
      occurrence("Open", from: form, in: "B"), occurrence("Open", from: form, in: "A"),
    ])
    let assembled = ClassAssembler(roots: [:]).assemble(collection)
    #expect(assembled.warnings.isEmpty)
    #expect(assembled.classes.map(\.storyboards) == [["A", "B"]])
    #expect(assembled.classes.first?.segues.map(\.identifier) == ["Open"])
  }

  @Test func seguesThatDisagreeKeepWhatTheyShareAndAreReported() {
    let collection = SegueCollection(occurrences: [
      occurrence("Open", from: form, to: "Detail", in: "A"),
      occurrence("Open", from: form, to: "Preview", in: "B", line: 9),
    ])
    let assembled = ClassAssembler(roots: [:]).assemble(collection)
    #expect(assembled.classes.first?.segues.first?.destination == .framework("UIViewController"))
    #expect(assembled.warnings.map(\.path) == ["B.storyboard"])
    #expect(assembled.warnings.first?.location == TextLocation(line: 9, column: 5))
  }

  @Test func aSubclassJoinsItsRootAndKeepsOnlyItsSegueActions() {
    let collection = SegueCollection(occurrences: [
      occurrence("Next", from: form, in: "A"),
      occurrence("Finish", from: wizard, in: "B", action: "makeSummary:"),
      occurrence("Skip", from: wizard, in: "B"),
    ])
    let assembled = ClassAssembler(roots: [wizard: form]).assemble(collection)
    let byName = Dictionary(uniqueKeysWithValues: assembled.classes.map { ($0.type.name, $0) })
    #expect(byName["Form"]?.segues.map(\.identifier) == ["Finish", "Next", "Skip"])
    #expect(byName["Form"]?.storyboards == ["A", "B"])
    #expect(byName["Form"]?.subclasses == [wizard.type])
    #expect(byName["Form"]?.segueActions.isEmpty == true)
    #expect(byName["Wizard"]?.segues.isEmpty == true)
    #expect(byName["Wizard"]?.inheritedConformance == form.type)
    #expect(byName["Wizard"]?.segueActions.map(\.method.selector) == ["makeSummary:"])
  }

  @Test func aSubclassWithoutSegueActionsGetsNoCodeOfItsOwn() {
    let collection = SegueCollection(occurrences: [
      occurrence("Next", from: form, in: "A"), occurrence("Skip", from: wizard, in: "A"),
    ])
    let assembled = ClassAssembler(roots: [wizard: form]).assemble(collection)
    #expect(assembled.classes.map(\.type.name) == ["Form"])
  }
}
