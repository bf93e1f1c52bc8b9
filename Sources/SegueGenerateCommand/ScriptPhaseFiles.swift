import Foundation
import SegueCommandLine
import SourceIndex

/// The files an Xcode Run Script phase declares, read from the variables Xcode sets for it:
/// `SCRIPT_INPUT_FILE_n` and the lines of each `SCRIPT_INPUT_FILE_LIST_n` file, then
/// `SCRIPT_OUTPUT_FILE_n` and the lines of each `SCRIPT_OUTPUT_FILE_LIST_n` file, each counted
/// by its `…_COUNT`. With user-script sandboxing, a phase may read only its inputs and write only
/// its outputs, so `segue generate --use-script-files` reads nothing else.
package struct ScriptPhaseFiles: Sendable, Hashable {
  /// The `.storyboard` inputs.
  var storyboards: [String] = []
  /// The Swift and Objective-C inputs, which `--sources` would read.
  var sources: [String] = []
  /// Every declared output.
  var outputs: [String] = []

  /// Reads the phase's files from `environment`. A list line may name build settings as
  /// `$(NAME)` or `${NAME}` (Xcode usually hands over lists with them already expanded);
  /// blank lines and lines starting with `#` are skipped.
  init(environment: [String: String]) throws(ScriptPhaseError) {
    guard
      environment["SCRIPT_INPUT_FILE_COUNT"] != nil
        || environment["SCRIPT_INPUT_FILE_LIST_COUNT"] != nil
    else { throw .notInScriptPhase }
    let inputs =
      try Self.files("SCRIPT_INPUT_FILE", environment)
      + Self.lists("SCRIPT_INPUT_FILE_LIST", environment)
    for input in inputs {
      let fileExtension = (input as NSString).pathExtension
      if fileExtension == "storyboard" {
        storyboards.append(input)
      } else if SourceIndex.extensions.contains(fileExtension) {
        sources.append(input)
      }
    }
    outputs =
      try Self.files("SCRIPT_OUTPUT_FILE", environment)
      + Self.lists("SCRIPT_OUTPUT_FILE_LIST", environment)
    guard !storyboards.isEmpty else { throw .noStoryboardInput }
    guard !outputs.isEmpty else { throw .noOutput }
  }

  /// The values of `PREFIX_0` to `PREFIX_(n-1)`, n being `PREFIX_COUNT` (0 when unset).
  private static func files(_ prefix: String, _ environment: [String: String])
    throws(ScriptPhaseError) -> [String]
  {
    let countName = prefix + "_COUNT"
    guard let raw = environment[countName] else { return [] }
    guard let count = Int(raw), count >= 0 else {
      throw .badCount(variable: countName, value: raw)
    }
    var files: [String] = []
    for index in 0..<count {
      let name = "\(prefix)_\(index)"
      guard let value = environment[name], !value.isEmpty else { throw .missing(variable: name) }
      files.append(value)
    }
    return files
  }

  /// The paths listed in each file list the `PREFIX_n` variables name, in order.
  private static func lists(_ prefix: String, _ environment: [String: String])
    throws(ScriptPhaseError) -> [String]
  {
    var paths: [String] = []
    for list in try files(prefix, environment) {
      guard let data = FileManager.default.contents(atPath: list) else {
        throw .unreadableList(path: list)
      }
      let lines = String(decoding: data, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let entry = line.trimmingCharacters(in: .whitespaces)
        if entry.isEmpty || entry.hasPrefix("#") { continue }
        paths.append(
          try BuildSettingExpansion.expand(
            entry, environment: environment, list: list, line: index + 1,
            indent: line.prefix { $0 == " " || $0 == "\t" }.count))
      }
    }
    return paths
  }
}
