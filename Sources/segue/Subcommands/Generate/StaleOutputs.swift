import Foundation
import StoryboardKit

/// Files of an output directory that an earlier run of the same command wrote for storyboards
/// it no longer reads: left in place, a renamed storyboard's old file would declare its classes'
/// conformances a second time. A file counts only when its name is a generated one and its
/// header names exactly this command, so files of other commands writing into the same
/// directory, and anything a person wrote, are never touched.
enum StaleOutputs {
  /// The stale files of `directory`, sorted: not among `current`, named `NAME+Segues.swift`,
  /// and starting with `header`.
  static func find(in directory: String, current: Set<String>, header: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return []
    }
    let expected = Data(header.utf8)
    var stale: [String] = []
    for name in names where name.hasSuffix(OutputTarget.fileNameSuffix) {
      let path = directory + "/" + name
      guard !current.contains(path), let handle = FileHandle(forReadingAtPath: path) else {
        continue
      }
      defer { try? handle.close() }
      // Only the header is read: a generated file may be large.
      if let start = try? handle.read(upToCount: expected.count), start == expected {
        stale.append(path)
      }
    }
    return stale.sorted(by: ByteOrder.precedes)
  }
}
