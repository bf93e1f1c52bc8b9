import DeterministicOutput
import Foundation
import StoryboardKit

extension InputResolution {
  /// Folders never searched for a nested project: dependency checkouts (whose projects are not
  /// the app's), build products and hidden folders.
  private static let passedOver: Set<String> = [
    "Pods", "Carthage", "build", "Build", "DerivedData", "node_modules", "vendor", "Vendor",
  ]

  /// The `.xcodeproj`s one, two or three folders below `folder` (which holds none at its
  /// top), as `folder/A/X.xcodeproj` … `folder/A/B/C/X.xcodeproj`, sorted; dependency
  /// checkouts and hidden folders left out, and nothing inside a project searched.
  static func nestedProjects(in folder: String) -> [String] {
    var found: [String] = []
    var level = subfolders(of: folder).filter { !$0.hasSuffix(".xcodeproj") }.map {
      folder + "/" + $0
    }
    for depth in 1...3 {
      var next: [String] = []
      for one in level {
        for name in subfolders(of: one) {
          if name.hasSuffix(".xcodeproj") {
            found.append(one + "/" + name)
          } else if depth < 3 {
            next.append(one + "/" + name)
          }
        }
      }
      level = next
    }
    return found.sorted(by: ByteOrder.precedes)
  }

  /// The folders of `folder` worth searching, and its `.xcodeproj`s; bundles (`.xcworkspace`,
  /// `.app`…) are not walked into.
  private static func subfolders(of folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { name in
      guard !name.hasPrefix("."), !passedOver.contains(name) else { return false }
      if name.contains("."), !name.hasSuffix(".xcodeproj") { return false }
      var isDirectory: ObjCBool = false
      let path = folder + "/" + name
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
  }
}
