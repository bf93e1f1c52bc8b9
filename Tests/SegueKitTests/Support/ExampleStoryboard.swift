import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The parts of an Examples/ storyboard that the tests replay: scenes, their controllers and the
/// segues leaving them. Read with XMLParser so these tests do not depend on StoryboardKit.
struct ExampleStoryboard {
  struct Scene {
    var sceneID: String
    var element: String
    var controllerID: String
    var customClass: String?
    var customModule: String?
    var segues: [Segue] = []
  }

  struct Segue {
    var id: String
    var kind: String
    var identifier: String?
    var destination: String
    var relationship: String?
    var customClass: String?
    var customModule: String?
    var modalPresentationStyle: String?
    var unwindAction: String?
  }

  var documentAttributes: [String: String] = [:]
  var scenes: [Scene] = []
  /// Every object and scene id in document order, to check uniqueness and shape.
  var ids: [String] = []
  /// The ids of `<exit>` placeholders (unwind destinations).
  var exitIDs: Set<String> = []

  func scene(controllerID: String) -> Scene? {
    scenes.first { $0.controllerID == controllerID }
  }

  func scene(customClass: String) -> Scene? {
    scenes.first { $0.customClass == customClass }
  }

  /// The package's root directory, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Reads `Examples/<app>/Main.storyboard`.
  static func load(app: String) throws -> ExampleStoryboard {
    let url = packageRoot.appendingPathComponent("Examples/\(app)/Main.storyboard")
    let reader = Reader()
    let parser = XMLParser(data: try Data(contentsOf: url))
    parser.delegate = reader
    guard parser.parse() else {
      throw ReadError(
        message: "\(url.path):\(parser.lineNumber):\(parser.columnNumber): "
          + "\(parser.parserError.map(String.init(describing:)) ?? "unreadable XML")")
    }
    return reader.storyboard
  }

  struct ReadError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  private final class Reader: NSObject, XMLParserDelegate {
    var storyboard = ExampleStoryboard()
    private var currentSceneID: String?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      // `<device id="retina6_12">` names a device model, not an object.
      if let id = attributes["id"], elementName != "device" { storyboard.ids.append(id) }
      switch elementName {
      case "document":
        storyboard.documentAttributes = attributes
      case "scene":
        currentSceneID = attributes["sceneID"]
        if let sceneID = attributes["sceneID"] { storyboard.ids.append(sceneID) }
      case "exit":
        if let id = attributes["id"] { storyboard.exitIDs.insert(id) }
      case "segue":
        guard let kind = attributes["kind"], let index = storyboard.scenes.indices.last,
          storyboard.scenes[index].sceneID == currentSceneID
        else { return }
        storyboard.scenes[index].segues.append(
          Segue(
            id: attributes["id"] ?? "", kind: kind, identifier: attributes["identifier"],
            destination: attributes["destination"] ?? "", relationship: attributes["relationship"],
            customClass: attributes["customClass"], customModule: attributes["customModule"],
            modalPresentationStyle: attributes["modalPresentationStyle"],
            unwindAction: attributes["unwindAction"]))
      default:
        guard attributes["sceneMemberID"] == "viewController", let currentSceneID,
          let id = attributes["id"]
        else { return }
        storyboard.scenes.append(
          Scene(
            sceneID: currentSceneID, element: elementName, controllerID: id,
            customClass: attributes["customClass"], customModule: attributes["customModule"]))
      }
    }
  }
}
