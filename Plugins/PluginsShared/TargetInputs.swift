import Foundation
import PackagePlugin

/// The files of a target that `segue` reads: its storyboards and its Swift sources, each list
/// sorted by path so that the command a plugin builds is the same on every run.
struct TargetInputs {
  var storyboards: [URL]
  var swiftSources: [URL]

  /// Picks the storyboards and Swift sources out of a SwiftPM or Xcode target's files. A
  /// storyboard counts whatever its type: SwiftPM calls an undeclared one `.unknown`, Xcode a
  /// resource.
  init(_ files: FileList) {
    var storyboards: [URL] = []
    var swiftSources: [URL] = []
    for file in files {
      switch file.url.pathExtension {
      case "storyboard": storyboards.append(file.url)
      case "swift" where file.type == .source: swiftSources.append(file.url)
      default: break
      }
    }
    self.storyboards = storyboards.sorted { $0.path < $1.path }
    self.swiftSources = swiftSources.sorted { $0.path < $1.path }
  }

  /// The folder that holds every storyboard: an Xcode target has no folder of its own.
  var storyboardFolder: URL? {
    guard let first = storyboards.first else { return nil }
    var components = first.deletingLastPathComponent().pathComponents
    for storyboard in storyboards.dropFirst() {
      let other = storyboard.deletingLastPathComponent().pathComponents
      let shared = zip(components, other).prefix { $0 == $1 }.count
      components = Array(components.prefix(shared))
    }
    return URL(fileURLWithPath: NSString.path(withComponents: components), isDirectory: true)
  }
}
