import Foundation

/// The tools that write an `.xcodeproj` from a file a checkout commits instead of the project
/// (XcodeGen, Tuist): the project is then missing, or lacks its `project.pbxproj`, and the
/// messages say how to make it.
package enum ProjectGenerator {
  /// The spec file, what it is as a message names it, and the command that generates from it.
  package static let specs: [(file: String, name: String, command: String)] = [
    ("project.yml", "XcodeGen's project.yml", "xcodegen"),
    ("project.json", "XcodeGen's project.json", "xcodegen"),
    ("Project.swift", "Tuist's Project.swift", "tuist generate"),
    // The top of a Tuist checkout whose projects lie below (olvid's `Sources/`, wakmusic's
    // `Projects/`): `tuist generate` there writes them all.
    ("Workspace.swift", "Tuist's Workspace.swift", "tuist generate"),
    ("Tuist.swift", "Tuist's Tuist.swift", "tuist generate"),
  ]

  /// The spec at the top of `folder`, if any.
  package static func spec(inFolder folder: String) -> (
    file: String, name: String, command: String
  )? {
    specs.first { FileManager.default.fileExists(atPath: folder + "/" + $0.file) }
  }
}

extension ProjectGenerator {
  /// The specs in `folder` that generate the project `name` (without `.xcodeproj`): XcodeGen's
  /// specs of any file name whose top-level `name:` is it (tutanota's `mail-project.yml` for
  /// `tutanota.xcodeproj`, run as `xcodegen --spec mail-project.yml`), else the spec of
  /// ``spec(inFolder:)``. File names, sorted.
  package static func specs(generating name: String, inFolder folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let named = names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.filter { file in
      guard let data = FileManager.default.contents(atPath: folder + "/" + file) else {
        return false
      }
      return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).contains {
        line in
        guard line.hasPrefix("name:") else { return false }
        let value = line.dropFirst(5).prefix { $0 != "#" }
          .trimmingCharacters(in: .whitespaces).trimmingCharacters(
            in: CharacterSet(charactersIn: "\"'"))
        return value == name
      }
    }
    if !named.isEmpty { return named.sorted() }
    return spec(inFolder: folder).map { [$0.file] } ?? []
  }
}
