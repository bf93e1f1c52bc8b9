import StoryboardKit

/// A storyboard written in the test: scenes wrapped in a document, parsed from memory.
enum InlineStoryboard {
  static func ios(_ name: String = "Main", initial: String?, _ scenes: String) throws
    -> StoryboardDocument
  {
    try document(name, runtime: "iOS.CocoaTouch", kind: "CocoaTouch", initial: initial, scenes)
  }

  static func macOS(_ name: String = "Main", initial: String?, _ scenes: String) throws
    -> StoryboardDocument
  {
    try document(name, runtime: "MacOSX.Cocoa", kind: "Cocoa", initial: initial, scenes)
  }

  private static func document(
    _ name: String, runtime: String, kind: String, initial: String?, _ scenes: String
  ) throws -> StoryboardDocument {
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.\(kind).Storyboard.XIB" version="3.0" \
      targetRuntime="\(runtime)"\(initialAttribute)>
      <scenes>
      \(scenes)
      </scenes>
      </document>
      """
    return try StoryboardParser.parse(bytes: Array(text.utf8), path: name + ".storyboard")
  }

  /// A scene whose controller is `element` with `attributes`, holding `connections`.
  static func scene(
    _ element: String, _ id: String, _ attributes: String = "", _ segues: String = ""
  )
    -> String
  {
    """
    <scene sceneID="s-\(id)"><objects>
    <\(element) id="\(id)" \(attributes) sceneMemberID="viewController"><connections>\(segues)</connections></\(element)>
    </objects></scene>
    """
  }
}
