import DeterministicOutput
import Foundation

/// The Xcode projects a folder keeps below its top: a repository often keeps its app's project
/// a folder or two down (`App/App.xcodeproj`), or its demo apps' below a library's.
package enum NestedProjects {
  /// Folders never searched for a nested project: dependency checkouts (whose projects are not
  /// the app's), build products and hidden folders.
  private static let passedOver: Set<String> = [
    "Pods", "Carthage", "build", "Build", "DerivedData", "node_modules", "vendor", "Vendor",
  ]

  /// The `.xcodeproj`s one, two or three folders below `folder` (which holds none at its
  /// top), as `folder/A/X.xcodeproj` … `folder/A/B/C/X.xcodeproj`, sorted; dependency
  /// checkouts and hidden folders left out, and nothing inside a project searched. `depth`
  /// searches further down: a note naming projects not read looks deeper than the read does.
  package static func find(in folder: String, depth: Int = 3) -> [String] {
    below(folder, ending: ".xcodeproj", depth: depth)
  }

  /// The `.xcworkspace`s one, two or three folders below `folder`, found as ``find(in:)``
  /// finds projects (nothing inside a project or workspace searched), sorted.
  package static func workspaces(in folder: String) -> [String] {
    below(folder, ending: ".xcworkspace")
  }

  /// The folders one, two or three below `folder` that ``find(in:)`` searches, sorted.
  package static func searched(in folder: String) -> [String] {
    var all: [String] = []
    var level = [folder]
    for _ in 1...3 {
      level = level.flatMap { one in
        subfolders(of: one, keeping: ".xcodeproj").filter { !$0.hasSuffix(".xcodeproj") }
          .map { one + "/" + $0 }
      }
      all += level
    }
    return all.sortedByBytes()
  }

  /// The folders named with `ending` one to `depth` folders below `folder`, sorted; none
  /// walked into, nor any project.
  private static func below(_ folder: String, ending: String, depth limit: Int = 3)
    -> [String]
  {
    var found: [String] = []
    var level = subfolders(of: folder, keeping: ending).filter {
      !$0.hasSuffix(".xcodeproj") && !$0.hasSuffix(ending)
    }.map { folder + "/" + $0 }
    for depth in 1...max(limit, 1) {
      var next: [String] = []
      for one in level {
        for name in subfolders(of: one, keeping: ending) {
          if name.hasSuffix(ending) {
            found.append(one + "/" + name)
          } else if depth < limit, !name.hasSuffix(".xcodeproj") {
            next.append(one + "/" + name)
          }
        }
      }
      level = next
    }
    return found.sortedByBytes()
  }

  /// The endings of the folders that are bundles or packages, never walked into; a folder
  /// whose name merely holds a dot (SegueManager's `R.swift-Example`) is.
  private static let bundleExtensions: Set<String> = [
    "xcworkspace", "app", "appex", "framework", "xcframework", "bundle", "lproj", "xcassets",
    "playground", "docc", "xctest", "scnassets", "swiftpm", "storyboardc", "dSYM", "xcarchive",
  ]

  /// The folders of `folder` worth searching, its `.xcodeproj`s and its folders named with
  /// `ending`; other bundles (`.xcworkspace`, `.app`…) are left out.
  private static func subfolders(of folder: String, keeping ending: String) -> [String] {
    let entries = (try? FolderEntries.read(folder, followingLinks: true)) ?? []
    return entries.compactMap { entry in
      let name = entry.name
      guard entry.isDirectory, !name.hasPrefix("."), !passedOver.contains(name) else {
        return nil
      }
      // Byte checks: Foundation's `contains` of a string cost more than the listing.
      if name.utf8.contains(UInt8(ascii: ".")), !name.hasSuffix(".xcodeproj"),
        !name.hasSuffix(ending),
        let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")),
        bundleExtensions.contains(String(name[name.index(after: dot)...]))
      {
        return nil
      }
      return name
    }
  }
}
