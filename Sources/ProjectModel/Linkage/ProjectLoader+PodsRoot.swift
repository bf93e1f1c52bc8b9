import DeterministicOutput
import Foundation

extension ProjectLoader.Context {
  /// The folder CocoaPods installed the target's pods into: the `PODS_ROOT` its Pods xcconfig
  /// sets (expanded, as `settings` gives it), else the `Pods` folder beside the project. A
  /// Podfile above the project (`project 'BlogQuest/BlogQuest.xcodeproj'`, BlogQuest) installs
  /// them beside itself, `${SRCROOT}/../Pods`, with its `Podfile.lock`.
  func podsRoot(setting: String?) -> String {
    let beside = sourceRoot + "/Pods"
    guard let setting = setting?.replacingOccurrences(of: "\"", with: ""),
      !setting.isEmpty, !setting.contains("$")
    else { return beside }
    return PathSpelling.standardized(setting, in: sourceRoot)
  }
}
