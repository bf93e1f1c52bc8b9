import DeterministicOutput
import Foundation
import ProjectModel
import SourceIndex
import StoryboardKit

/// Turns the paths given on the command line into the storyboard files to read: a file as it
/// is, a directory as every `.storyboard` under it. The result is sorted and free of duplicates,
/// so every command's output is the same whatever the order of its arguments. A named path that
/// holds no storyboard, and a folder that cannot be read, are ``PathProblem``s, which
/// ``PathStrictness`` makes warnings or errors.
package enum StoryboardInputs {
  /// One entry of a folder: its name and whether it is a folder to walk into.
  package typealias Entry = FolderEntries.Entry

  /// Lists a folder; throws when it cannot be read. Tests give one of their own, since a
  /// test run as root reads every folder.
  package typealias FolderReader = (String) throws -> [Entry]

  /// What one walk of the paths found: the storyboards, the Info.plists (which the launch rule
  /// reads without a project, ``InfoPlistSearch``), the Swift and Objective-C files and the
  /// folder paths that hold them (read as the app's sources unless `--no-sources`), and what
  /// was wrong with the paths that gave no storyboard.
  package struct Found: Sendable {
    var files: [String]
    var infoPlists: [String]
    var problems: [PathProblem]
    /// The folder paths given, trailing `/` dropped, under which a source file lies.
    var sourceFolders: [String] = []
    /// The Swift and Objective-C files under the folder paths, sorted, but those of the linked
    /// code a folder holds (``linkedCodeFolders``), which is read apart, in its own module; the
    /// implementation files of a dependency that holds a storyboard are in.
    var sourceFiles: [String] = []
    /// Whether the walk saw a Swift or Objective-C file.
    var holdsSources = false
    /// The Objective-C implementation files of each dependency's folder under linked code
    /// (`Pods/NAME`, `SourcePackages/checkouts/NAME`, `Carthage/Checkouts/NAME`), by folder.
    var dependencyImplementations: [String: [String]] = [:]
    /// The dependencies' folders that hold a storyboard.
    var dependenciesWithStoryboards: Set<String> = []
  }

  /// Where the walk is: in the app's folders, in a folder of linked code above any one
  /// dependency's (`Pods`, `SourcePackages`, its `checkouts`), or in one dependency's folder.
  private enum Place {
    case app
    case linked
    case dependency(String)
  }

  /// The storyboard files `paths` name, and what was wrong with the paths that gave none.
  static func search(
    _ paths: [String], reading folder: FolderReader = diskFolder
  ) throws(InputUsageError) -> (files: [String], problems: [PathProblem]) {
    let found = try find(paths, reading: folder)
    return (found.files, found.problems)
  }

  /// The storyboards and Info.plists `paths` name or hold, each list sorted and free of
  /// duplicates, found in one walk; an Info.plist given by name is not a storyboard.
  static func find(
    _ paths: [String], reading folder: FolderReader = diskFolder
  ) throws(InputUsageError) -> Found {
    guard !paths.isEmpty else {
      throw InputUsageError("Give at least one storyboard file or directory.")
    }
    var files = Set<String>()
    var plists = Set<String>()
    var problems: [PathProblem] = []
    var sourceFolders = Set<String>()
    var sourceFiles = Set<String>()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw InputUsageError("No file or directory exists at '\(path)'.")
      }
      guard isDirectory.boolValue else {
        if InfoPlistSearch.isInfoPlist(path) {
          plists.insert(path)
        } else {
          files.insert(path)
        }
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      var found = Found(files: [], infoPlists: [], problems: [])
      walk(base, reading: folder, into: &found, place: .app)
      if found.files.isEmpty, found.problems.isEmpty {
        problems.append(PathProblem(path: path, kind: .noStoryboard))
      }
      problems += found.problems
      if found.holdsSources { sourceFolders.insert(base) }
      sourceFiles.formUnion(found.sourceFiles)
      // A dependency's storyboards are loaded by its own code, whose classes its implementation
      // files may declare alone (Mixpanel's `MPAlphaMaskView`, in a `.m`): the reading of linked
      // code apart takes its headers and Swift files only.
      for dependency in found.dependenciesWithStoryboards {
        sourceFiles.formUnion(found.dependencyImplementations[dependency] ?? [])
      }
      files.formUnion(found.files)
      plists.formUnion(found.infoPlists)
    }
    return Found(
      files: files.sortedByBytes(),
      infoPlists: plists.sortedByBytes(), problems: problems,
      sourceFolders: sourceFolders.sortedByBytes(),
      sourceFiles: sourceFiles.sortedByBytes())
  }

  /// Adds the storyboards, Info.plists and source files under `directory` to `found`, and the
  /// folders that could not be read to its problems; symbolic links to folders are not
  /// followed, so no loop is walked. Under linked code (`place`: a `Pods`,
  /// `SourcePackages` or `Carthage/Checkouts` folder, after `pod install`, a package resolve or
  /// `carthage checkout`) the source files are not the app's: that code is read apart, in its
  /// own module.
  private static func walk(
    _ directory: String, reading folder: FolderReader, into found: inout Found, place: Place
  ) {
    let entries: [Entry]
    do {
      entries = try folder(directory)
    } catch {
      found.problems.append(
        PathProblem(path: directory, kind: .unreadable(reason: PathProblem.reason(error))))
      return
    }
    for entry in ByteOrder.sorted(entries, by: \.name) {
      let path = directory + "/" + entry.name
      if entry.isDirectory {
        // Build folders hold copies of the sources; reading them would report everything twice.
        guard !entry.name.hasPrefix(".build") else { continue }
        let inner: Place
        switch place {
        case .app:
          let linked =
            entry.name == "Pods" || entry.name == "SourcePackages"
            || (entry.name == "Checkouts" && directory.hasSuffix("/Carthage"))
          inner = linked ? .linked : .app
        case .linked:
          let grouping = entry.name == "checkouts" && directory.hasSuffix("/SourcePackages")
          inner = grouping ? .linked : .dependency(path)
        case .dependency:
          inner = place
        }
        walk(path, reading: folder, into: &found, place: inner)
      } else if entry.name.hasSuffix(".storyboard") {
        found.files.append(path)
        if case .dependency(let dependency) = place {
          found.dependenciesWithStoryboards.insert(dependency)
        }
      } else if InfoPlistSearch.isInfoPlist(entry.name) {
        found.infoPlists.append(path)
      } else if let dot = entry.name.lastIndex(of: "."),
        SourceIndex.extensions.contains(String(entry.name[entry.name.index(after: dot)...]))
      {
        found.holdsSources = true
        switch place {
        case .app:
          found.sourceFiles.append(path)
        case .dependency(let dependency)
        where entry.name.hasSuffix(".m") || entry.name.hasSuffix(".mm"):
          found.dependencyImplementations[dependency, default: []].append(path)
        default:
          break
        }
      }
    }
  }

  /// The folder's entries as the file system has them; a symbolic link is not a folder.
  static func diskFolder(_ directory: String) throws -> [Entry] {
    try FolderEntries.read(directory)
  }
}
