import DeterministicOutput
import StoryboardKit

/// Storyboards of one name in different folders, which a run without a project cannot tell
/// apart: `StoryboardScene` has one enum per name (in each framework's section), and an output
/// directory one file per name. Copies of one storyboard in sibling `*.lproj` folders are its
/// localizations, one storyboard in the bundle, and no clash.
package struct StoryboardNameClash: Sendable, Hashable, CustomStringConvertible {
  /// The storyboards' names: one, or names whose files differ only in case.
  package var names: [String]
  /// Their paths as given, in byte order: the first of each folder.
  package var paths: [String]
  /// What the clash would break.
  var kind: Kind

  enum Kind: Sendable, Hashable {
    /// Two `StoryboardScene.<name>` enums in the code of one framework.
    case scenes(UIFramework)
    /// Two storyboards written into one file of an output directory, or into files whose
    /// names differ only in case: the file names.
    case file([String])
  }

  package var description: String {
    let listed = paths.map { "'\($0)'" }.joined(separator: " and ")
    let named =
      names.count == 1
      ? "share the name '\(names[0])'"
      : "have the names " + names.map { "'\($0)'" }.joined(separator: " and ")
        + ", which differ only in case"
    let problem: String
    let otherwise: String
    switch kind {
    case .scenes(let framework):
      let platforms = framework == .uiKit ? "iOS and tvOS" : "macOS"
      problem =
        "StoryboardScene has one enum per storyboard name in the \(platforms) code, so it "
        + "would name one of them and drop the other's scenes"
      otherwise = "or pass --no-scenes to write no StoryboardScene"
    case .file(let files) where files.count == 1:
      problem =
        "the output directory has one file per storyboard name, so both would be written "
        + "into '\(files[0])'"
      otherwise = "or write one file (--output FILE)"
    case .file(let files):
      problem =
        "the output directory has one file per storyboard name, and "
        + files.map { "'\($0)'" }.joined(separator: " and ")
        + " are one file on a file system that ignores case, as macOS's does by default"
      otherwise = "or write one file (--output FILE)"
    }
    return
      "The storyboards \(listed) \(named): \(problem). Say which one: "
      + "with an Xcode project, choose its target with --target; without one, generate each "
      + "target's storyboards in a run of its own, with its own --output; \(otherwise)."
  }

  /// The clashes among `documents` that ``SceneCollector`` would hide: storyboards of one
  /// name and framework in different folders, found by their paths' byte order.
  static func scenes(in documents: [StoryboardDocument]) -> [StoryboardNameClash] {
    var groups: [String: [StoryboardDocument]] = [:]
    var frameworks: [String: UIFramework] = [:]
    for document in documents {
      guard let framework = UIFramework(platform: document.platform) else { continue }
      let key = framework.rawValue + "/" + document.name
      groups[key, default: []].append(document)
      frameworks[key] = framework
    }
    return groups.keys.sortedByBytes().compactMap { key in
      let paths = distinctStoryboards(groups[key] ?? [])
      guard paths.count > 1, let framework = frameworks[key], let first = groups[key]?.first
      else { return nil }
      return StoryboardNameClash(
        names: [first.name], paths: paths, kind: .scenes(framework))
    }
  }

  /// The clashes among `documents` in an output directory, where `fileName` names each
  /// storyboard's file: storyboards of one name and framework in different folders (each
  /// framework has its own section in a file, so an iOS and a macOS `Main` share one without a
  /// clash), and names whose files differ only in case, which macOS's file system makes one.
  static func files(in documents: [StoryboardDocument], fileName: (String) -> String)
    -> [StoryboardNameClash]
  {
    var groups: [String: [StoryboardDocument]] = [:]
    for document in documents where UIFramework(platform: document.platform) != nil {
      groups[fileName(document.name).lowercased(), default: []].append(document)
    }
    var clashes: [StoryboardNameClash] = []
    for key in groups.keys.sortedByBytes() {
      let group = groups[key] ?? []
      let names = Set(group.map { fileName($0.name) }).sortedByBytes()
      let byFramework = Dictionary(grouping: group) { UIFramework(platform: $0.platform) }
      let clashing =
        names.count > 1
        ? group : byFramework.values.filter { distinctStoryboards($0).count > 1 }.flatMap { $0 }
      let paths = distinctStoryboards(clashing)
      guard paths.count > 1 else { continue }
      clashes.append(
        StoryboardNameClash(
          names: Set(clashing.map(\.name)).sortedByBytes(), paths: paths,
          kind: .file(names)))
    }
    return clashes
  }

  /// The first path, in byte order, of each storyboard among `documents`: each folder's, where
  /// the `*.lproj` folders of one parent count as one.
  private static func distinctStoryboards(_ documents: [StoryboardDocument]) -> [String] {
    var seen: Set<String> = []
    return documents.map(\.path).sortedByBytes().filter { path in
      seen.insert(storyboardKey(path)).inserted
    }
  }

  /// `path` without its `*.lproj` folder and spelled by ``PathSpelling``, so that the
  /// localizations of one storyboard have one key. The file name is kept: files whose names
  /// differ only in case are different storyboards.
  private static func storyboardKey(_ path: String) -> String {
    let spelled = PathSpelling.standardized(path, in: nil)
    var parts = spelled.split(separator: "/")
    if parts.count > 1, parts[parts.count - 2].hasSuffix(".lproj") {
      parts.remove(at: parts.count - 2)
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }
}
