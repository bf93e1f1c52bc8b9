import StoryboardKit
import Testing

@testable import SegueGraph

/// Lint findings located exactly at a controller or segue mark it in every format. These are
/// hand-made; the command feeds the lint rules' findings.
@Suite("Graph lint findings")
struct GraphFindingTests {
  static func findings() throws -> [Diagnostic] {
    let main = try GraphFixtures.documents("App")[0]
    let accounts = try #require(main.controller(withID: "Acc-00-001"))
    let cancel = try #require(main.segues.first { $0.identifier == "cancel" })
    return [
      Diagnostic(
        path: main.path, location: accounts.location, severity: .warning,
        message: "A <b>show</b> segue leaves \"AccountsViewController\".",
        ruleID: "show-outside-navigation"),
      Diagnostic(
        path: main.path, location: cancel.location, severity: .error,
        message: "No class implements unwindToAccounts:.", ruleID: "unwind-action-missing"),
      Diagnostic(
        path: main.path, location: TextLocation(line: 1, column: 1), severity: .error,
        message: "Located at no scene or segue.", ruleID: "elsewhere"),
      Diagnostic(
        path: "Other.storyboard", location: accounts.location, severity: .error,
        message: "Another file.", ruleID: "other-file"),
    ]
  }

  @Test("Findings mark the node and edge at their exact location, and nothing else")
  func marking() throws {
    let graph = try GraphFixtures.graph("App", diagnostics: try Self.findings())
    let marked = graph.nodes.filter { !$0.findings.isEmpty }
    #expect(marked.map(\.id) == ["vc_Main_Acc_00_001"])
    #expect(marked.first?.findings.map(\.ruleID) == ["show-outside-navigation"])
    let edges = graph.edges.filter { !$0.findings.isEmpty }
    #expect(edges.map(\.label) == ["cancel"])
    #expect(edges.first?.worstSeverity == .error)
    #expect(graph.hasFindings)
    #expect(try !GraphFixtures.graph("App").hasFindings)
  }

  @Test("Findings at a storyboard reference mark the node it is drawn as")
  func referenceFindings() throws {
    let main = try GraphFixtures.documents("App")[0]
    let settings = try #require(main.controller(withID: "Ref-00-001"))
    let help = try #require(main.controller(withID: "Ref-00-002"))
    let diagnostics = [settings, help].map {
      Diagnostic(
        path: main.path, location: $0.location, severity: .note, message: "A reference.",
        ruleID: "reference-\($0.id)")
    }
    let graph = try GraphFixtures.graph("App", diagnostics: diagnostics)
    #expect(
      graph.node(withID: "vc_Settings_Set_00_001")?.findings.map(\.ruleID) == [
        "reference-Ref-00-001"
      ])
    #expect(
      graph.node(withID: "ref_Help_initial")?.findings.map(\.ruleID) == ["reference-Ref-00-002"])
  }

  @Test("A storyboard reference that leads outside the inputs is drawn even with no segue")
  func orphanReference() throws {
    var document = try GraphFixtures.documents("App")[0]
    for index in document.scenes.indices {
      document.scenes[index].segues.removeAll { $0.identifier == "showHelp" }
    }
    let graph = NavigationGraph(graph: StoryboardGraph([document]))
    #expect(graph.node(withID: "ref_Help_initial")?.role == .external)
    #expect(!graph.edges.contains { $0.targetID == "ref_Help_initial" })
  }

  @Test("DOT, Mermaid and HTML show the findings")
  func rendering() throws {
    let graph = try GraphFixtures.graph("App", diagnostics: try Self.findings())
    let dot = DOTRenderer().render(graph)
    #expect(dot.contains("⚠ show-outside-navigation\", id=\"vc_Main_Acc_00_001\""))
    #expect(dot.contains("class=\"scene controller finding\""))
    #expect(dot.contains("label=\"cancel\\n⚠ unwind-action-missing\""))
    #expect(dot.contains("legend_node_finding"))
    let mermaid = MermaidRenderer().render(graph)
    #expect(mermaid.contains("class vc_Main_Acc_00_001,legend_finding finding_warning"))
    #expect(mermaid.contains("|\"cancel<br/>⚠ unwind-action-missing\"|"))
    let json = HTMLText.scriptJSON(GraphJSON.value(graph))
    #expect(
      json.contains(
        "A \\u003cb\\u003eshow\\u003c/b\\u003e segue leaves \\\"AccountsViewController\\\"."))
    #expect(HTMLLegend.html(for: graph).contains("legend-finding"))
  }
}
