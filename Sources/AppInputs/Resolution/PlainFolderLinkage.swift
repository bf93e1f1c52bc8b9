import DeterministicOutput
import Foundation
import ProjectModel
import SourceIndex

/// What a folder given as a `PATH` without a project says it links, beside its storyboards: the
/// pods of a `Podfile`, the frameworks of a `Cartfile`, the packages a `Package.swift` depends
/// on. What is on disk (`Pods/NAME`, `Carthage/Checkouts/NAME`, `.build/checkouts/NAME` or the
/// `--packages` folder) is read, each in its module; the rest is unread linked code.
package struct PlainFolderLinkage {
  var read: [SourceDependency] = []
  var unread: [UnreadLinkedCode] = []

  /// Looks at the top of each folder of `paths`.
  init(paths: [String], packages: String?) {
    var codes: [LinkedCode] = []
    for folder in paths where ProjectPaths.isFolder(folder) {
      let base = PathSpelling.standardized(folder, in: nil)
      if let text = Self.text(base + "/Podfile") {
        codes += Self.pods(text, folder: base)
      }
      if let text = Self.text(base + "/Cartfile") {
        codes += Self.quoted(after: ["github ", "git "], in: text).map(Self.repository).map {
          name in
          LinkedCode(
            kind: .carthage, name: name, module: name, origin: "Cartfile",
            candidates: [base + "/Carthage/Checkouts/" + name])
        }
      }
      if let text = Self.text(base + "/Package.swift") {
        codes += Self.quoted(after: [".package(url: "], in: text).map(Self.repository).map {
          name in
          LinkedCode(
            kind: .swiftPackage, name: name, module: name, origin: "Package.swift",
            candidates: [base + "/.build/checkouts/" + name], checkout: name)
        }
      }
    }
    let found = InputTarget.read(Set(codes).sorted(), packages: packages, own: [])
    read = found.read.map {
      SourceDependency(module: $0.module, files: $0.files, conditions: .unknown)
    }
    unread = found.unread
  }

  /// The pods a `Podfile` names (`pod 'Name'`), in any of its targets.
  private static func pods(_ text: String, folder: String) -> [LinkedCode] {
    PodfileTargets(text: text).allPods.map { name in
      LinkedCode(
        kind: .pod, name: name, module: name, origin: "Podfile",
        candidates: [folder + "/Pods/" + name])
    }
  }

  /// The first quoted word after each line's `prefixes`: `owner/Repo` of `github "owner/Repo"`,
  /// `Name/Sub` of `pod 'Name/Sub'`; commented lines never start with a prefix.
  static func quoted(after prefixes: [String], in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard let prefix = prefixes.first(where: { trimmed.hasPrefix($0) }) else { return nil }
      let rest = trimmed.dropFirst(prefix.count).drop { $0 == " " }
      guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
      let value = String(rest.dropFirst().prefix { $0 != quote })
      return value.isEmpty ? nil : value
    }
  }

  /// `Repo` of `owner/Repo` or `https://host/owner/Repo.git`.
  static func repository(_ value: String) -> String {
    var name = value.split(separator: "/").last.map(String.init) ?? value
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name
  }

  private static func text(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
