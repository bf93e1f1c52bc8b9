import Foundation
import ProjectModel

/// The pods of a Pods project that ship storyboards of their own. CocoaPods copies a pod's
/// `resources` into the app with its resources script, in no build phase of the Pods project
/// (Eat-Now's Mixpanel and `MPSurvey.storyboard`), or into a resource bundle: either way the
/// storyboard is in the pod's folder, and lint does not read it. What such a pod opens from
/// the main bundle is its own storyboard, not one of the app's.
enum PodStoryboards {
  /// The names of the library targets of `project` (a Pods project) whose pod folders, the
  /// top folders of the Pods folder that hold their sources, hold a storyboard. A development
  /// pod's files outside the Pods folder (the app's own, at times) are not looked in.
  static func shipping(_ project: Project) -> Set<String> {
    var names = Set<String>()
    var known: [String: Bool] = [:]
    let top = project.folder + "/"
    for target in project.targets where target.isLibrary {
      let folders = Set(
        target.sources.compactMap { file -> String? in
          guard file.hasPrefix(top) else { return nil }
          let rest = file.dropFirst(top.count)
          guard let slash = rest.firstIndex(of: "/") else { return nil }
          return top + rest[..<slash]
        })
      for folder in folders.sorted() {
        if known[folder] == nil { known[folder] = holdsStoryboard(folder) }
        if known[folder] == true {
          names.insert(target.name)
          break
        }
      }
    }
    return names
  }

  /// Whether a storyboard lies anywhere under `folder`.
  private static func holdsStoryboard(_ folder: String) -> Bool {
    guard let files = FileManager.default.enumerator(atPath: folder) else { return false }
    for case let file as String in files where file.hasSuffix(".storyboard") { return true }
    return false
  }
}
