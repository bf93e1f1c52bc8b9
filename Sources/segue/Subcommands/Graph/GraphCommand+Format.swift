import Foundation
import SegueCommandLine
import SegueGraph

extension GraphCommand {
  /// The drawing formats.
  enum Format: String, Sendable, CaseIterable {
    case dot
    case mermaid
    case svg
    case html
    case png
    case pdf

    /// The extensions that name each format in `--output`, the first one the usual.
    var extensions: [String] {
      switch self {
      case .dot: ["dot", "gv"]
      case .mermaid: ["mmd", "mermaid"]
      case .svg: ["svg"]
      case .html: ["html", "htm"]
      case .png: ["png"]
      case .pdf: ["pdf"]
      }
    }

    /// The format a file name's extension names, such as `map.svg`; nil for other names.
    init?(extensionOf path: String) {
      let given = (path as NSString).pathExtension.lowercased()
      guard let format = Self.allCases.first(where: { $0.extensions.contains(given) }) else {
        return nil
      }
      self = format
    }

    /// Every extension `--output` knows, for the usage error of one it does not.
    static var knownExtensions: [String] { allCases.flatMap(\.extensions) }

    /// The image Graphviz draws for a binary format; nil for the text formats.
    var image: ImageRenderer.Kind? { ImageRenderer.Kind(rawValue: rawValue) }
  }
}
