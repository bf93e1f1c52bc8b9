import DeterministicOutput
import Foundation
import ProjectModel
import SegueDiagnostics

extension InputResolver {
  /// One note naming the projects below the lone folder `PATH` that were not read although
  /// they hold storyboards no project read holds: a library's repository keeps its example app
  /// below a project of its own with storyboards (OpenClien's Example/Example.xcodeproj), and
  /// reading only the top one left the example's storyboards out silently. Projects are looked
  /// for deeper than a folder's are read (``notedDepth``).
  mutating func noteProjectsBelowNotRead(_ resolution: InputResolution, in path: String) {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    guard !searchedBelow, !trimmed.hasSuffix(".xcodeproj"), !trimmed.hasSuffix(".xcworkspace"),
      !resolution.projects.isEmpty
    else { return }
    let read = Set(
      resolution.projects.flatMap { [$0.path] + $0.referencedProjects }.map(absolute))
    let top = folder(of: trimmed)
    var nested = projectsNoted(below: top)
      .filter {
        !read.contains(absolute($0))
          && FileManager.default.fileExists(atPath: $0 + "/project.pbxproj")
      }
    // Past the limit, those three folders down at most, as before the deeper search: the
    // dozens of projects deeper in Provenance's vendored packages hid the note on two nearer.
    if nested.count > Self.projectLimit {
      nested = nested.filter { $0.dropFirst(top.count + 1).split(separator: "/").count <= 4 }
    }
    guard !nested.isEmpty, nested.count <= Self.projectLimit else { return }
    let held = Set(
      resolution.projects.flatMap(\.targets).flatMap(\.storyboards).map(absolute))
    let base = folder(of: path) + "/"
    let folders = nested.map { PathSpelling.parent(of: $0) + "/" }
    var unread: [String] = []
    for project in nested {
      let projectFolder = PathSpelling.parent(of: project)
      // A project further down owns its folder's storyboards: a library's project above its
      // example's (SharedImages' LicenseGenerator-iOS) holds none of the example's.
      let deeper = folders.filter { $0.count > projectFolder.count + 1 }
        .filter { $0.hasPrefix(projectFolder + "/") }
      guard
        let found = try? StoryboardInputs.find([projectFolder]),
        case let storyboards = found.files.filter({ file in
          !held.contains(absolute(file)) && !deeper.contains { file.hasPrefix($0) }
        }),
        !storyboards.isEmpty
      else { continue }
      let spelled = absolute(project)
      let shown = spelled.hasPrefix(base) ? String(spelled.dropFirst(base.count)) : project
      unread.append("\(shown) (\(storyboards.count) storyboard(s))")
    }
    guard !unread.isEmpty else { return }
    report(
      .note,
      "'\(path)': "
        + (unread.count == 1
          ? "1 Xcode project below it holds storyboards no project read holds and was not "
            + "read: "
          : "\(unread.count) Xcode projects below it hold storyboards no project read holds "
            + "and were not read: ")
        + unread.prefix(Self.listedBelow).joined(separator: ", ")
        + (unread.count > Self.listedBelow
          ? " and \(unread.count - Self.listedBelow) more" : "")
        + "; read one with --project PATH.")
  }

  /// The most projects below that the note names: vendored libraries' demos can be many.
  private static var listedBelow: Int { 5 }

  /// The projects ``notedDepth`` folders below `top`, looked for once: both notes on what
  /// was not read ask for them.
  mutating func projectsNoted(below top: String) -> [String] {
    if let known = notedBelow, known.top == top { return known.found }
    let found = NestedProjects.find(in: top, depth: Self.notedDepth)
    notedBelow = (top, found)
    return found
  }

  /// How many folders down the note looks for projects: more than the three a folder's
  /// projects are read from, since a library vendored in an app's sources keeps its example
  /// deeper (rainbow's `src/react-native-animated-charts/Example/ios/Example.xcodeproj`, four
  /// down, whose storyboard was left out with no word).
  static var notedDepth: Int { 6 }
}
