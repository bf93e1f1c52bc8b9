import Foundation
import StoryboardKit

extension InputResolution {
  /// Folders never searched for a nested project: dependency checkouts (whose projects are not
  /// the app's), build products and hidden folders.
  private static let passedOver: Set<String> = [
    "Pods", "Carthage", "build", "Build", "DerivedData", "node_modules", "vendor", "Vendor",
  ]

  /// The `.xcodeproj`s one or two folders below `folder` (which holds none at its top), as
  /// `folder/A/X.xcodeproj` or `folder/A/B/X.xcodeproj`, sorted; dependency checkouts and
  /// hidden folders left out.
  static func nestedProjects(in folder: String) -> [String] {
    var found: [String] = []
    for first in subfolders(of: folder) where !first.hasSuffix(".xcodeproj") {
      let one = folder + "/" + first
      for second in subfolders(of: one) {
        if second.hasSuffix(".xcodeproj") {
          found.append(one + "/" + second)
          continue
        }
        let two = one + "/" + second
        found += subfolders(of: two).filter { $0.hasSuffix(".xcodeproj") }.map { two + "/" + $0 }
      }
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
