import DeterministicOutput
import ProjectModel
import SegueCommandLine
import SourceIndex
import StoryboardKit

/// How `segue dump --project` shows what a target links: where it comes from, where its code
/// would be on disk, and whether it is there (then how many declaring files are read).
struct LinkedCodeDump {
  var code: LinkedCode
  /// The folder and files found, as ``LinkedCode/declarationFiles(packages:)`` gives them.
  var found: LinkedDeclarations?

  /// `projects` reads each other project once for every target of the dump.
  init(_ code: LinkedCode, packages: String?, projects: LinkedProjects) {
    self.code = code
    found =
      code.declaresClasses ? code.declarationFiles(packages: packages, projects: projects) : nil
  }

  /// `links pod YLProgressBar (module YLProgressBar) from Podfile.lock: not on disk (looked
  /// in Pods/YLProgressBar)`.
  func line(in project: Project) -> String {
    let module = code.module.map { $0 == code.name ? "" : " (module \($0))" } ?? ""
    let pin = code.pin.map { " (pinned \($0))" } ?? ""
    let head = "links \(code.kind.rawValue) \(code.name)\(module) from \(code.origin)\(pin)"
    return head + ": " + status(in: project)
  }

  func status(in project: Project) -> String {
    guard code.declaresClasses else { return "a linker flag, not looked for" }
    if let found {
      return "read \(found.files.count) file\(found.files.count == 1 ? "" : "s") in "
        + project.relativePath(found.folder)
        + (found.lacksBinaryTargets ? ", not its binary targets (not on disk)" : "")
    }
    guard !code.candidates.isEmpty || code.checkout != nil else { return "not on disk" }
    if code.kind == .project, code.candidates.count > 1 {
      // A project folder without its project.pbxproj (Provenance's PVAzahar.xcodeproj, a
      // submodule's) cannot be read either.
      let readable = code.candidates.filter { ProjectPaths.exists($0 + "/project.pbxproj") }
      let unread = code.candidates.count - readable.count
      return "not on disk (\(unread) of the \(code.candidates.count) other projects of the "
        + "workspace \(unread == 1 ? "is" : "are") missing or \(unread == 1 ? "holds" : "hold") "
        + "no project.pbxproj; no target of the others builds it)"
    }
    var places = code.candidates.map(project.relativePath)
    if code.checkout != nil { places.append("--packages") }
    return "not on disk (looked in \(places.joined(separator: ", ")))"
  }

  func json(in project: Project) -> JSONValue {
    .object([
      ("kind", .string(code.kind.rawValue)), ("name", .string(code.name)),
      ("module", .optional(code.module)), ("origin", .string(code.origin)),
      ("pin", .optional(code.pin)),
      ("candidates", .array(code.candidates.map { .string(project.relativePath($0)) })),
      ("declaresClasses", .bool(code.declaresClasses)),
      ("found", .optional(found.map { project.relativePath($0.folder) })),
      ("files", found.map { .int($0.files.count) } ?? .null),
    ])
  }
}
