import Foundation
import ProjectModel
import SourceIndex

extension InputResolver {
  /// The Pods projects that build the unknown pods `targets` link, read as a workspace reads
  /// its Pods project. A target of CocoaPods before 0.34 links the one aggregate `libPods.a`,
  /// and its xcconfig names no pod; with no Podfile or lock beside the Pods folder, its pods
  /// are unknown. ECSlidingViewController's examples commit the Pods project alone, whose pod
  /// target compiles the library from the repository's own folder: read on its own, such an
  /// app's classes were "not read", and the note said to run `pod install` where there is no
  /// Podfile.
  mutating func committedPodsProjects(of targets: [Target]) -> [Project] {
    var paths = Set<String>()
    for target in targets {
      for code in target.linked where code.kind == .pod && code.name == "Pods" {
        for folder in code.candidates {
          let project = folder + "/Pods.xcodeproj"
          if ProjectPaths.isFolder(project) { paths.insert(project) }
        }
      }
    }
    return load(paths.sorted())
  }
}
