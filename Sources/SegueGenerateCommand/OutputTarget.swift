import Foundation
import SegueCommandLine

/// Where `segue generate` writes: standard output, one file, or a directory with a file per
/// storyboard.
package enum OutputTarget: Sendable, Hashable {
  case standardOutput
  case file(String)
  case directory(String)

  /// Reads `--output`: `-` is standard output; an existing directory, or a path ending in `/`,
  /// is a directory; anything else is a file.
  package init(_ argument: String) {
    if argument == "-" {
      self = .standardOutput
      return
    }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory)
    if argument.hasSuffix("/") || (exists && isDirectory.boolValue) {
      self = .directory(argument.hasSuffix("/") ? String(argument.dropLast()) : argument)
    } else {
      self = .file(argument)
    }
  }

  /// What `--output` may name besides standard output, as `generate` and `xcfilelists` say it.
  package static let forms =
    "FILE: one file. DIR (existing, or ending in /): NAME\(fileNameSuffix) per storyboard name"

  /// How a directory names each storyboard's file; nil for one file or standard output.
  var namesFilesAfterStoryboards: ((String) -> String)? {
    guard case .directory = self else { return nil }
    return Self.fileName(forStoryboard:)
  }

  /// The name of the file generated for the storyboards named `storyboardName` in a directory.
  package static func fileName(forStoryboard storyboardName: String) -> String {
    var name = storyboardName.replacingOccurrences(of: "/", with: "_")
    if name.isEmpty || name.hasPrefix(".") { name = "_" + name }
    return name + fileNameSuffix
  }

  /// How the name of every file generated into a directory ends.
  package static let fileNameSuffix = "+Segues.swift"
}
