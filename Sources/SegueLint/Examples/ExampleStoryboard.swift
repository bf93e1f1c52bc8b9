/// Builds example files compactly: scenes are wrapped in a document skeleton, so an example
/// holds only what matters to its rule. Markers keep their place in the final text.
enum ExampleStoryboard {
  /// An iOS storyboard named `name` holding `scenes`, with `initial` as its initial controller.
  static func ios(_ name: String = "Main", initial: String? = nil, _ scenes: String)
    -> ExampleFile
  {
    document(
      name, type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
      runtime: "iOS.CocoaTouch", initial: initial, scenes)
  }

  /// A macOS storyboard named `name`.
  static func macOS(_ name: String = "Main", initial: String? = nil, _ scenes: String)
    -> ExampleFile
  {
    document(
      name, type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", runtime: "MacOSX.Cocoa",
      initial: initial, scenes)
  }

  /// A source file, such as `ListViewController.swift`.
  static func source(_ path: String, _ text: String) -> ExampleFile {
    ExampleFile(path: path, text: text)
  }

  private static func document(
    _ name: String, type: String, runtime: String, initial: String?, _ scenes: String
  ) -> ExampleFile {
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    let indented = scenes.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="\(type)" version="3.0" toolsVersion="22505" \
      targetRuntime="\(runtime)" useAutolayout="YES"\(initialAttribute)>
        <scenes>
      \(indented)
        </scenes>
      </document>

      """
    return ExampleFile(path: name + ".storyboard", text: text, excerpt: scenes)
  }
}
