import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An independent reading of a storyboard's segues with Foundation's `XMLParser`, to check
/// StoryboardKit's parser against: the same rules (the scene's controller is the source of every
/// `<segue kind=…>` in a `<connections>` anywhere in the scene), different XML machinery.
final class ReferenceSegueExtractor: NSObject, XMLParserDelegate {
  /// What the corpus test compares.
  struct Row: Hashable, CustomStringConvertible {
    var source: String?
    var id: String?
    var kind: String
    var identifier: String?
    var destination: String?

    var description: String {
      "\(source ?? "-") \(id ?? "-") \(kind) \(identifier ?? "-") → \(destination ?? "-")"
    }
  }

  private(set) var rows: Set<Row> = []
  private(set) var sceneCount = 0
  private(set) var controllerCount = 0
  /// Every element named `segue`, segues or not (MANIFEST.tsv counts these).
  private(set) var segueElementCount = 0
  private(set) var error: (any Error)?
  /// Where XMLParser stopped, when it failed.
  private(set) var errorLine = 0

  private var stack: [String] = []
  private var isWatchOS = false
  private var sceneDepth = 0
  private var objectsDepth = 0
  private var controllerID: String?
  private var firstObjectID: String?
  private var pending: [Row] = []

  /// Reads the file at `path` with a streaming `XMLParser`.
  static func extract(path: String) -> ReferenceSegueExtractor {
    let extractor = ReferenceSegueExtractor()
    guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else {
      return extractor
    }
    parser.delegate = extractor
    if !parser.parse() {
      extractor.error = parser.parserError
      extractor.errorLine = parser.lineNumber
    }
    return extractor
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let parent = stack.last
    stack.append(elementName)
    let depth = stack.count
    if elementName == "segue" { segueElementCount += 1 }
    if depth == 1 {
      isWatchOS =
        attributes["targetRuntime"]?.hasPrefix("watchKit") == true
        || attributes["type"]?.contains("WatchKit") == true
    }
    if sceneDepth == 0 {
      if elementName == "scene" && parent == "scenes" {
        sceneDepth = depth
        objectsDepth = 0
        controllerID = nil
        firstObjectID = nil
        pending = []
      }
      return
    }
    if objectsDepth > 0 && depth == objectsDepth + 1 {
      if attributes["sceneMemberID"] == "viewController" && elementName != "exit" {
        if controllerID == nil { controllerID = attributes["id"] ?? "" }
      } else if isWatchOS && firstObjectID == nil
        && !["placeholder", "exit", "customObject"].contains(elementName)
      {
        firstObjectID = attributes["id"] ?? ""
      }
    } else if depth == sceneDepth + 1 && objectsDepth == 0 && elementName == "objects" {
      objectsDepth = depth
    }
    if elementName == "segue" && parent == "connections", let kind = attributes["kind"] {
      pending.append(
        Row(
          source: nil, id: attributes["id"], kind: kind, identifier: attributes["identifier"],
          destination: attributes["destination"]))
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    let depth = stack.count
    stack.removeLast()
    if depth == objectsDepth {
      objectsDepth = -1
    } else if depth == sceneDepth {
      sceneDepth = 0
      sceneCount += 1
      let source = controllerID ?? firstObjectID
      if source != nil { controllerCount += 1 }
      for var row in pending {
        row.source = source
        rows.insert(row)
      }
    }
  }
}
