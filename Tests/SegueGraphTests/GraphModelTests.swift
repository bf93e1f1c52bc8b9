import StoryboardKit
import Testing

@testable import SegueGraph

@Suite("Navigation graph model")
struct GraphModelTests {
  @Test("Each storyboard is a cluster when several are drawn; one storyboard has none")
  func clusters() throws {
    let app = try GraphFixtures.graph("App")
    #expect(app.clusters.map(\.id) == ["sb_Main", "sb_Settings"])
    #expect(app.clusters.map(\.label) == ["Main", "Settings"])
    let mac = try GraphFixtures.graph("Mac")
    #expect(mac.clusters.isEmpty)
    #expect(mac.nodes.allSatisfy { $0.clusterID == nil })
  }

  @Test("Controllers are nodes; storyboard reference placeholders are followed, not drawn")
  func nodes() throws {
    let graph = try GraphFixtures.graph("App")
    let controllers = graph.nodes.filter { $0.role == .controller }.map(\.id)
    #expect(
      controllers == [
        "vc_Main_Acc_00_001", "vc_Main_Cht_00_001", "vc_Main_Det_00_001", "vc_Main_Fil_00_001",
        "vc_Main_Nav_00_001", "vc_Main_Nav_00_002", "vc_Main_New_00_001", "vc_Main_Trn_00_001",
        "vc_Settings_Abt_00_001", "vc_Settings_Prv_00_001", "vc_Settings_Set_00_001",
      ])
    #expect(!graph.nodes.contains { $0.id.contains("Ref_00") })
  }

  @Test("A reference to a storyboard among the inputs is an edge into its cluster")
  func crossStoryboardEdge() throws {
    let graph = try GraphFixtures.graph("App")
    let edge = try #require(graph.edges.first { $0.label == "showSettings" })
    #expect(edge.sourceID == "vc_Main_Acc_00_001")
    #expect(edge.targetID == "vc_Settings_Set_00_001")
    #expect(edge.crossesStoryboards)
    #expect(edge.details.contains(GraphEdge.Detail("through reference", "Settings.storyboard")))
    let local = try #require(graph.edges.first { $0.label == "showAccount" })
    #expect(!local.crossesStoryboards)
  }

  @Test("Destinations outside the inputs get stand-in nodes: other storyboard, exit, missing")
  func standIns() throws {
    let graph = try GraphFixtures.graph("App")
    let help = try #require(graph.node(withID: "ref_Help_initial"))
    #expect(help.role == .external)
    #expect(help.labelLines == ["Storyboard “Help”", "initial controller"])
    let exit = try #require(graph.node(withID: "exit_Main_unwindToAccounts_"))
    #expect(exit.role == .exit)
    #expect(graph.edges.first { $0.targetID == exit.id }?.label == "cancel")
    let missing = try #require(graph.node(withID: "missing_Main_Gon_00_001"))
    #expect(missing.role == .missing)
    #expect(missing.clusterID == "sb_Main")
  }

  @Test("Each storyboard's initial controller is marked")
  func initialControllers() throws {
    let graph = try GraphFixtures.graph("App")
    #expect(
      graph.nodes.filter(\.isInitial).map(\.id) == ["vc_Main_Nav_00_001", "vc_Settings_Set_00_001"])
  }

  @Test("Labels: class name, else element kind; title when helpful; the storyboard identifier")
  func labels() throws {
    let graph = try GraphFixtures.graph("App")
    func lines(_ id: String) -> [String]? { graph.node(withID: id)?.labelLines }
    #expect(
      lines("vc_Main_Acc_00_001") == [
        "AccountsViewController", "Table View Controller · “Accounts”",
      ])
    #expect(lines("vc_Main_Trn_00_001") == ["View Controller", "Storyboard ID: Transactions"])
    #expect(
      lines("vc_Main_Det_00_001") == [
        "AccountDetailViewController", "View Controller", "Storyboard ID: AccountDetail",
      ])
    #expect(graph.node(withID: "vc_Main_Det_00_001")?.storyboardIdentifier == "AccountDetail")
    #expect(lines("vc_Main_Nav_00_001") == ["Navigation Controller"])
    #expect(lines("vc_Settings_Prv_00_001") == ["View Controller", "“Privacy Policy”"])
  }

  @Test("Edges are labelled with the identifier, else the relationship, and sorted with ids")
  func edges() throws {
    let graph = try GraphFixtures.graph("App")
    #expect(graph.edges.map(\.id) == (1...graph.edges.count).map { "e\($0)" })
    let root = try #require(graph.edges.first { $0.sourceID == "vc_Main_Nav_00_001" })
    #expect(root.label == "rootViewController")
    #expect(root.style == .relationship)
    let embed = try #require(graph.edges.first { $0.style == .embed })
    #expect(embed.label.isEmpty)
    let popover = try #require(graph.edges.first { $0.label == "filter" })
    #expect(popover.details.contains(GraphEdge.Detail("popover anchor", "Flt-00-001")))
    #expect(popover.details.last == GraphEdge.Detail("defined at", "App/Main.storyboard:37:33"))
  }

  @Test(
    "Every segue kind has its style",
    arguments: [
      ("show", SegueStyle.show), ("push", .show), ("showDetail", .showDetail),
      ("replace", .showDetail), ("presentation", .presentation), ("modal", .presentation),
      ("popoverPresentation", .popover), ("popover", .popover), ("sheet", .sheet),
      ("embed", .embed), ("relationship", .relationship), ("unwind", .unwind),
      ("custom", .custom), ("somethingNew", .other),
    ])
  func styles(kind: String, style: SegueStyle) {
    #expect(SegueStyle(kind: SegueKind(rawValue: kind)) == style)
  }

  @Test("Styles differ from one another in colour, and in line or arrowhead")
  func stylesAreDistinct() {
    let styles = SegueStyle.allCases
    #expect(Set(styles.map(\.color)).count == styles.count)
    let shapes = Set(styles.map { "\($0.line.rawValue) \($0.arrowhead)" })
    #expect(shapes.count == styles.count)
  }
}
