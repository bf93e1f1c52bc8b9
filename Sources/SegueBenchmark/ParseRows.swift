import Foundation
import StoryboardKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The "parse" group: StoryboardKit beside two XML baselines that build nothing.
enum ParseRows {
  static var all: [BenchmarkRow] { [storyboardKit, foundationXMLParser, xmllint] }

  /// StoryboardKit building the whole model; a malformed file counts as read up to its error.
  static let storyboardKit = BenchmarkRow(group: "parse", name: "StoryboardKit") { paths in
    var scenes = 0
    for path in paths {
      scenes += (try? StoryboardParser.parse(contentsOf: path))?.scenes.count ?? 0
    }
    Sink.keep(scenes)
  }

  /// Foundation's XMLParser reading from a stream, with a delegate that does nothing.
  static let foundationXMLParser = BenchmarkRow(
    group: "parse", name: "Foundation XMLParser (stream)"
  ) { paths in
    for path in paths {
      guard let stream = InputStream(fileAtPath: path) else { continue }
      let parser = XMLParser(stream: stream)
      let delegate = IgnoringDelegate()
      parser.delegate = delegate
      Sink.keep(parser.parse() ? 1 : 0)
    }
  }

  /// `xmllint --noout` over all the files in one process.
  static let xmllint = BenchmarkRow(
    group: "parse", name: "xmllint --noout",
    unavailableReason: Tool.path("xmllint") == nil
      ? "xmllint is not installed (apt-get install libxml2-utils)" : nil
  ) { paths in
    guard let executable = Tool.path("xmllint") else { return }
    try Tool.run(executable, ["--noout"] + paths)
  }
}

/// An XMLParser delegate that implements nothing.
private final class IgnoringDelegate: NSObject, XMLParserDelegate {}
