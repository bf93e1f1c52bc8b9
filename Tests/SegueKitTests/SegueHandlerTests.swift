import SegueKit
import Testing

struct IterableHandler: SegueHandler {
  enum SegueIdentifier: String, CaseIterable {
    case first = "First"
    case second = "Second"
  }
}

struct PlainHandler: SegueHandler {
  enum SegueIdentifier: String {
    case only = "Only"
  }
}

@Suite struct SegueHandlerTests {
  @Test(arguments: [("First", IterableHandler.SegueIdentifier.first), ("Second", .second)])
  func knownIdentifiersResolve(raw: String, expected: IterableHandler.SegueIdentifier) {
    let result = IterableHandler.resolveSegueIdentifier(raw, controllerType: "Source")
    #expect(result == .success(expected))
  }

  @Test(arguments: [nil, "", "first", "Third"] as [String?])
  func unknownIdentifiersFailWithTheKnownOnes(raw: String?) {
    let result = IterableHandler.resolveSegueIdentifier(raw, controllerType: "Source")
    #expect(
      result
        == .failure(
          .unknownIdentifier(controllerType: "Source", received: raw, known: ["First", "Second"])))
  }

  @Test func caseIterableIdentifiersAreListed() {
    #expect(IterableHandler.knownSegueIdentifiers == ["First", "Second"])
  }

  @Test func identifiersThatAreNotCaseIterableAreNotListed() {
    #expect(PlainHandler.knownSegueIdentifiers == nil)
    let result = PlainHandler.resolveSegueIdentifier("Other", controllerType: "Plain")
    #expect(
      result == .failure(.unknownIdentifier(controllerType: "Plain", received: "Other", known: nil))
    )
  }
}
