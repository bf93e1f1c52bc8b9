import DeterministicOutput
import Foundation
import StoryboardKit

/// A `.xcconfig` file's assignments in order, `#include` and `#include?` followed (found as
/// Xcode finds them: in the including file's folder, then in those of the files that included
/// it, then in the project's folder; `.xcconfig` may be left off), `//` comments dropped; a
/// line that is none of these is a warning at its line, and the rest of the file is read.
struct XCConfigFile {
  /// `(name, value)` in the order they apply.
  private(set) var assignments: [(String, String)] = []
  /// A missing file or include, named; a line that cannot be read, located.
  private(set) var warnings: [Diagnostic] = []
  /// Whether an included file is missing, so that settings may be left out.
  private(set) var isMissingParts = false
  /// The includes of a CocoaPods xcconfig, as written, that no `Pods` folder is there to hold:
  /// a checkout before `pod install`, which the project says once as a note, not a warning.
  private(set) var missingPodsIncludes: Set<String> = []

  /// The first bytes of a file git-crypt encrypted: a NUL, `GITCRYPT`, a NUL.
  private static let gitCryptHeader = Array("\0GITCRYPT\0".utf8)

  /// `sourceRoot`: the project's folder, the last place a relative `#include` is looked for.
  init(path: String, sourceRoot: String) {
    var visited = Set<String>()
    read(path, includedFrom: nil, searchPaths: [sourceRoot], visited: &visited)
  }

  private mutating func warn(_ path: String, line: Int, _ message: String) {
    warnings.append(
      Diagnostic(
        path: path, location: TextLocation(line: line, column: 1), severity: .warning,
        message: message))
  }

  /// Reads `path`; a missing file was checked by the caller for the first one, and is a
  /// warning at the `#include` line for an included one (but for a CocoaPods xcconfig before
  /// `pod install`, in ``missingPodsIncludes``).
  /// What makes an ignored included file, by where it is (`path`): a Carthage checkout
  /// (netguru's shared xcconfigs), Flutter's generated settings (`ios/Flutter/Generated.xcconfig`),
  /// else a build step or its author.
  private static func maker(of path: String) -> String {
    if ("/" + path).contains("/Carthage/Checkouts/") {
      return "a Carthage checkout, which `carthage checkout` makes"
    }
    if ("/" + path).contains("/Flutter/") {
      return "made by Flutter's `flutter pub get`"
    }
    return "made by a build step or a script, or kept on its author's disk"
  }

  /// `searchPaths`: where the files `path` includes are looked for after its own folder.
  private mutating func read(
    _ path: String, includedFrom: (path: String, line: Int, written: String)?,
    searchPaths: [String], visited: inout Set<String>
  ) {
    guard visited.insert(path).inserted else { return }
    guard let data = FileManager.default.contents(atPath: path) else {
      if let includedFrom {
        isMissingParts = true
        // A file made from the template beside it is in no clone, `.git` or not.
        if let template = XCConfigTemplate.beside(path) {
          warnings.append(
            Diagnostic(
              path: includedFrom.path, location: TextLocation(line: includedFrom.line, column: 1),
              severity: .note,
              message: "The included file '\(includedFrom.written)' is missing"
                + XCConfigTemplate.clause(template)))
          return
        }
        // An include in a git submodule a plain clone leaves empty is brought by `git
        // submodule update --init`: nothing to fix in the repository (BeRoads' xcconfigs).
        var gitSubmodules = GitSubmodules()
        if let submodule = gitSubmodules.uncheckedOut(
          holding: PathSpelling.standardized(path, in: nil))
        {
          warnings.append(
            Diagnostic(
              path: includedFrom.path, location: TextLocation(line: includedFrom.line, column: 1),
              severity: .note,
              message: "The included file '\(includedFrom.written)' is missing in the git "
                + "submodule '\(submodule)', not checked out (`git submodule update --init` "
                + "brings it): its settings are left out."))
          return
        }
        // Moblin's `Config/User.xcconfig`, which its README has each developer make and its
        // `.gitignore` names: no clone has it, so it is not something to fix.
        var gitIgnore = GitIgnore()
        let ignored = gitIgnore.ignores(PathSpelling.standardized(path, in: nil))
        warnings.append(
          Diagnostic(
            path: includedFrom.path, location: TextLocation(line: includedFrom.line, column: 1),
            severity: ignored ? .note : .warning,
            message: "The included file '\(includedFrom.written)' is missing"
              + (ignored
                ? ", and the repository's .gitignore keeps it out of every checkout ("
                  + Self.maker(of: path) + "): its settings are left out."
                : "; its settings are left out.")))
      }
      return
    }
    // JavaZone's `EnvConfig.xcconfig` is encrypted with git-crypt: its bytes are no lines to
    // judge one by one, and only the repository's key makes them settings.
    if data.starts(with: Self.gitCryptHeader) {
      isMissingParts = true
      warnings.append(
        Diagnostic(
          path: path, location: TextLocation(line: 1, column: 1), severity: .note,
          message: "This file is encrypted with git-crypt (`git-crypt unlock`, with the "
            + "repository's key, decrypts it): its settings are left out."))
      return
    }
    let text = String(decoding: data, as: UTF8.self)
    let folder = PathSpelling.parent(of: path)
    // Lines end at a line feed byte (a CRLF is one `Character`, which "\n" would not split).
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, raw) in lines.map({ String(decoding: $0, as: UTF8.self) }).enumerated() {
      var line = String(raw)
      if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
      line = line.trimmingWhitespace().trimmingCharacters(in: CharacterSet(charactersIn: ";\r"))
      if line.hasPrefix("#include") {
        let optional = line.hasPrefix("#include?")
        let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
        guard parts.count >= 3 else {
          warn(path, line: index + 1, "This '#include' names no file in quotes; it is left out.")
          continue
        }
        let written = String(parts[1])
        let found = Self.locate(written, in: [folder] + searchPaths)
        // Before `pod install`, even an optional include of a Pods xcconfig (every Flutter
        // app's `#include? "Pods/…"`) is a file `pod install` writes: the project's note names it.
        if found == nil, Self.isBeforePodInstall(written, in: [folder] + searchPaths) {
          isMissingParts = true
          missingPodsIncludes.insert(written)
          continue
        }
        if optional && found == nil { continue }
        read(
          found ?? ProjectPaths.join(folder, written),
          includedFrom: (path, index + 1, written), searchPaths: [folder] + searchPaths,
          visited: &visited)
        continue
      }
      guard !line.isEmpty else { continue }
      guard let equals = line.firstIndex(of: "="),
        case let name = String(line[..<equals]).trimmingWhitespace(),
        !name.isEmpty, !name.contains(" "), !name.hasPrefix("#")
      else {
        warn(
          path, line: index + 1,
          "This line is neither a setting ('NAME = VALUE'), an '#include' nor a comment; it is "
            + "left out.")
        continue
      }
      assignments.append((name, String(line[line.index(after: equals)...]).trimmingWhitespace()))
    }
  }

  /// The `Pods` folder holding `path` when it is an xcconfig CocoaPods writes
  /// (`Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig`), or, before CocoaPods
  /// 0.34, wrote straight into that folder (`Pods/Pods-App.xcconfig`, objc.io's NestedTodoList).
  static func podsFolder(of path: String) -> String? {
    if let range = path.range(of: "/Pods/Target Support Files/") {
      return String(path[..<range.lowerBound]) + "/Pods"
    }
    let folder = PathSpelling.parent(of: path)
    let name = (path as NSString).lastPathComponent
    guard (folder as NSString).lastPathComponent == "Pods", name.hasPrefix("Pods"),
      name.hasSuffix(".xcconfig")
    else { return nil }
    return folder
  }

  /// Whether `written` names a CocoaPods xcconfig wherever an include of it is looked for in
  /// `folders`, and none of those places has its `Pods` folder.
  private static func isBeforePodInstall(_ written: String, in folders: [String]) -> Bool {
    let candidates =
      written.hasPrefix("/")
      ? [ProjectPaths.join("/", written)] : folders.map { ProjectPaths.join($0, written) }
    let pods = candidates.map { podsFolder(of: $0) }
    return pods.allSatisfy { $0.map { !ProjectPaths.exists($0) } ?? false }
  }

  /// The first of `folders` that holds the file `written` names (with `.xcconfig` added when it
  /// has no extension and is not there without), as Xcode's build system looks for an include;
  /// an absolute `written` is looked for only where it points. Nil when none holds it.
  private static func locate(_ written: String, in folders: [String]) -> String? {
    let candidates =
      written.hasPrefix("/")
      ? [ProjectPaths.join("/", written)] : folders.map { ProjectPaths.join($0, written) }
    let bare = !(written as NSString).lastPathComponent.contains(".")
    let spellings = candidates.flatMap { bare ? [$0, $0 + ".xcconfig"] : [$0] }
    if let found = spellings.first(where: ProjectPaths.exists) { return found }
    // Xcode reads the project on a Mac's case-insensitive disk, where a name that differs in
    // case only is the file (WooCommerce's `Version.public.xcconfig` is
    // `Version.Public.xcconfig`).
    for spelling in spellings {
      var cases = CaseInsensitivePaths(root: PathSpelling.parent(of: spelling))
      if let found = cases.onDisk(spelling) { return found }
    }
    return nil
  }
}
