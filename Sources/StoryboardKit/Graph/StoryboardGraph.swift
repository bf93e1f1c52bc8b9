/// The scenes and segues of a run's storyboards as one graph: each scene's controller is a
/// node, each segue an edge, and storyboard references are followed across the documents. It
/// is the one place that decides where a segue leads and which controller code means by it.
///
/// Documents, nodes and edges are named by opaque values (``DocumentID``, ``NodeID``,
/// ``EdgeID``); subscripting the graph with one gives the model value it stands for.
///
/// ```swift
/// let graph = StoryboardGraph(documents)
/// for edge in graph.edges {
///   guard case .scene(let node) = graph.destination(of: edge) else { continue }
///   let destination = graph[graph.content(of: node)]
///   print(graph[edge].usableIdentifier ?? "-", "→", destination.displayName)
/// }
/// ```
///
/// References resolve as a bundle's lookup does: the first document of a storyboard name wins,
/// an absent storyboard name means the reference's own storyboard, and an absent identifier
/// that storyboard's initial controller; a chain of references that leads back to itself is
/// unresolved. Within a document the first controller with an XML id wins. XML ids and
/// storyboard identifiers match only the same characters, as in XML and in UIKit.
public struct StoryboardGraph: Sendable {
  /// Every document, in the order given.
  public internal(set) var documents: [DocumentID] = []
  /// Every scene's controller, storyboard reference placeholders included, in document order.
  /// A scene without a controller has no node.
  public internal(set) var nodes: [NodeID] = []
  /// Every segue, in document order.
  public internal(set) var edges: [EdgeID] = []

  var documentEntries: [DocumentEntry] = []
  var nodeEntries: [NodeEntry] = []
  var edgeEntries: [EdgeEntry] = []
  /// The first document of each storyboard name.
  var documentByName: [String: DocumentID] = [:]

  /// The graph of `documents`, with every segue's destination and every storyboard reference
  /// resolved.
  public init(_ documents: [StoryboardDocument]) {
    for document in documents {
      addNodes(of: document)
    }
    resolvePlaceholders()
    for document in self.documents {
      addEdges(of: document)
    }
  }

  /// The document `document` stands for.
  public subscript(document: DocumentID) -> StoryboardDocument {
    documentEntries[document.index].document
  }

  /// The controller `node` stands for.
  public subscript(node: NodeID) -> Controller {
    nodeEntries[node.index].controller
  }

  /// The segue `edge` stands for.
  public subscript(edge: EdgeID) -> Segue {
    edgeEntries[edge.index].segue
  }

  /// The document whose scene holds the controller.
  public func document(of node: NodeID) -> DocumentID {
    nodeEntries[node.index].document
  }

  /// The document whose scene holds the segue.
  public func document(of edge: EdgeID) -> DocumentID {
    edgeEntries[edge.index].document
  }

  /// The document's nodes, in its order.
  public func nodes(in document: DocumentID) -> [NodeID] {
    documentEntries[document.index].nodes
  }

  /// The document's edges, in its order.
  public func edges(in document: DocumentID) -> [EdgeID] {
    documentEntries[document.index].edges
  }

  /// The node of the document's initial controller, when it names one that exists; it may be
  /// a storyboard reference placeholder (``resolve(_:)`` follows it).
  public func initialNode(of document: DocumentID) -> NodeID? {
    documentEntries[document.index].initialNode
  }

  /// The node of the first controller of the document, storyboard reference placeholders
  /// included, whose XML id is `id`: the controller a segue's `destination` attribute names.
  public func node(withID id: String, in document: DocumentID) -> NodeID? {
    documentEntries[document.index].nodeByID[ExactName(id)]
  }

  /// The node `UIStoryboard(name:bundle:).instantiateViewController(withIdentifier:)` would
  /// instantiate: in the first document named `name`, the first controller, not a storyboard
  /// reference placeholder, whose storyboard identifier is `identifier`.
  public func node(withStoryboardIdentifier identifier: String, inStoryboard name: String)
    -> NodeID?
  {
    guard let document = documentByName[name] else { return nil }
    return documentEntries[document.index].nodeByStoryboardIdentifier[ExactName(identifier)]
  }
}
