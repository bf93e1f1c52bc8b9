import DeterministicOutput
import Foundation
import SegueCommandLine

/// Where `graph --output` writes: standard output (`-` or no option), a file, or a folder
/// (a trailing slash; made when missing) where the file is named after the inputs.
enum GraphOutput: Sendable, Hashable {
  case standardOutput
  case file(String)
  case folder(String)

  /// The place `--output` names.
  init(_ option: String?) {
    guard let option, option != "-" else {
      self = .standardOutput
      return
    }
    self = option.hasSuffix("/") ? .folder(option) : .file(option)
  }

  /// The file to write for `inputs` drawn as `format`; nil for standard output.
  func path(inputs: [String], format: GraphCommand.Format, workingDirectory: String) -> String? {
    switch self {
    case .standardOutput: return nil
    case .file(let path): return path
    case .folder(let folder):
      let name = Self.name(inputs: inputs, workingDirectory: workingDirectory)
      return folder + name + "." + format.extensions[0]
    }
  }

  /// The file name of a drawing of `inputs`, without extension: each input's last path
  /// component without `.storyboard`, sorted, joined with `+`; past three, how many more.
  static func name(inputs: [String], workingDirectory: String) -> String {
    let names = Set(
      inputs.map { input in
        let absolute = PathSpelling.absolute(input, in: workingDirectory)
        let last = absolute.split(separator: "/").last.map(String.init) ?? "graph"
        return last.hasSuffix(".storyboard") ? String(last.dropLast(".storyboard".count)) : last
      }
    ).sorted()
    var parts = Array(names.prefix(3))
    if names.count > 3 { parts.append("\(names.count - 3)-more") }
    return parts.joined(separator: "+")
  }
}
