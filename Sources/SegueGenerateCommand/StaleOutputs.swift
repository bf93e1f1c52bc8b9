import DeterministicOutput
import Foundation
import SegueCommandLine
import SegueGenerator
import StoryboardKit

/// Files of an output directory that an earlier run wrote for storyboards that have since been
/// renamed or removed: left in place, such a file would declare its classes' conformances a
/// second time. A file counts only when it is named `NAME+Segues.swift`, starts with the
/// generated header, names no storyboard that still exists, and names one in a folder this run
/// reads; so the files of a command over other folders, and anything a person wrote, are never
/// touched.
package enum StaleOutputs {
  /// The stale files of `directory` (absolute), sorted, leaving out `current`. `folders` are
  /// the absolute folders of the storyboards this run reads.
  static func find(in directory: String, current: Set<String>, folders: Set<String>) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return []
    }
    var stale: [String] = []
    for name in names where name.hasSuffix(OutputTarget.fileNameSuffix) {
      let path = directory + "/" + name
      guard !current.contains(path), let inputs = inputs(ofFileAt: path), !inputs.isEmpty
      else { continue }
      let absolute = inputs.map { PathSpelling.absolute($0, in: directory) }
      let gone = absolute.allSatisfy { !FileManager.default.fileExists(atPath: $0) }
      let ours = absolute.contains { folders.contains(PathSpelling.parent(of: $0)) }
      if gone && ours { stale.append(path) }
    }
    return stale.sortedByBytes()
  }

  /// The storyboards a generated file's header names, as spelled there; nil when the file does
  /// not start with the generated header.
  static func inputs(ofFileAt path: String) -> [String]? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    // Only the header is read: a generated file may be large.
    guard let data = try? handle.read(upToCount: 1 << 16) else { return nil }
    let lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard lines.first.map(String.init) == SegueGeneration.firstLine else { return nil }
    return lines.dropFirst(2).prefix { $0.hasPrefix("//   ") }.map { String($0.dropFirst(5)) }
  }
}
