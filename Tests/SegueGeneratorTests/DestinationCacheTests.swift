import StoryboardKit
import Testing

@testable import SegueGenerator

@Suite struct DestinationCacheTests {
  /// A destination whose summary says how many times typing ran, to tell cached from new.
  private final class Typer {
    var calls = 0
    func type(_ name: String) -> TypedDestination {
      calls += 1
      let type = TypeName(name: name, module: nil)
      return TypedDestination(type: type, createdType: type, summary: "call \(calls)")
    }
  }

  @Test func typesEachNodeOncePerDocument() {
    var cache = DestinationCache(nodeCount: 3)
    let typer = Typer()
    let first = cache.destination(of: .node(2), inDocument: 0) { typer.type("A") }
    let again = cache.destination(of: .node(2), inDocument: 0) { typer.type("B") }
    #expect(first.summary == "call 1")
    #expect(again == first)
    // Another document leading to the same node gets its own typing (its summary may name
    // the storyboard), and the first document's entry is replaced, not kept beside it.
    let elsewhere = cache.destination(of: .node(2), inDocument: 1) { typer.type("C") }
    #expect(elsewhere.summary == "call 2")
    #expect(cache.destination(of: .node(2), inDocument: 0) { typer.type("D") }.summary == "call 3")
    #expect(typer.calls == 3)
  }

  @Test func keepsTargetsThatAreNotNodesForTheirDocumentOnly() {
    var cache = DestinationCache(nodeCount: 0)
    let typer = Typer()
    let missing = cache.destination(of: .missing, inDocument: 4) { typer.type("A") }
    #expect(cache.destination(of: .missing, inDocument: 4) { typer.type("B") } == missing)
    #expect(cache.destination(of: .exit, inDocument: 4) { typer.type("C") }.summary == "call 2")
    #expect(cache.destination(of: .missing, inDocument: 5) { typer.type("D") }.summary == "call 3")
    #expect(typer.calls == 3)
  }
}
