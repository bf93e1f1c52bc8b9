import DeterministicOutput
import Foundation

/// Code a target links whose declarations were not read: a pod before `pod install`, a Swift
/// package before it is resolved, a binary framework without its headers or interface. UIKit
/// and AppKit look a class with no `customModule` up by its Objective-C name in every loaded
/// binary, so while any such code is unread, a class the sources do not declare may be there.
package struct UnreadLinkedCode: Sendable, Hashable, Comparable {
  /// What kind of code it is.
  package var kind: LinkedCodeKind
  /// Its name, such as `Sparkle` or `ORStackView`.
  package var name: String
  /// The module its classes would be in, when known (a package product, a pod, a framework).
  package var module: String?
  /// How to let SegueKit read it, as a full sentence, such as "Run `pod install`."
  package var howToRead: String
  /// The project to check out, when it is a git submodule's (``howToRead`` then says so):
  /// several are said in one sentence (``checkOut(submoduleProjects:)``).
  package var submoduleProject: String?
  /// Where a binary framework or library is to be put, when that is how to read it
  /// (``howToRead`` then says so): several are said in one sentence per folder
  /// (``put(_:)``).
  package var placement: String?

  package init(
    kind: LinkedCodeKind, name: String, module: String? = nil, howToRead: String,
    submoduleProject: String? = nil, placement: String? = nil
  ) {
    self.kind = kind
    self.name = name
    self.module = module
    self.howToRead = howToRead
    self.submoduleProject = submoduleProject
    self.placement = placement
  }

  /// "Put it, with its headers or Swift interface, at P." for one placement; for several,
  /// one sentence per folder, in byte order, naming what goes there (OpenStack Summit's thirteen vendored
  /// frameworks made thirteen sentences).
  package static func put(_ placements: [String]) -> String {
    guard placements.count > 1 else {
      return "Put it, with its headers or Swift interface, at \(placements.first ?? "")."
    }
    var folders: [String] = []
    var names: [String: [String]] = [:]
    for path in placements.sortedByBytes() {
      let folder = PathSpelling.parent(of: path)
      if names[folder] == nil { folders.append(folder) }
      names[folder, default: []].append((path as NSString).lastPathComponent)
    }
    return folders.map { folder in
      let here = names[folder] ?? []
      return here.count == 1
        ? "Put it, with its headers or Swift interface, at \(folder)/\(here[0])."
        : "Put them, with their headers or Swift interfaces, in \(folder): "
          + here.dropLast().joined(separator: ", ") + " and \(here.last ?? "")."
    }.joined(separator: " ")
  }

  /// "Check out the project A (a git submodule: …)." or "Check out the projects A, B and C
  /// (git submodules: …)."
  package static func checkOut(submoduleProjects projects: [String]) -> String {
    let command = "`git submodule update --init`"
    guard let last = projects.last, projects.count > 1 else {
      return "Check out the project \(projects.first ?? "") (a git submodule: \(command))."
    }
    return "Check out the projects \(projects.dropLast().joined(separator: ", ")) and \(last) "
      + "(git submodules: \(command))."
  }

  /// `pod ORStackView`, `Swift package Sparkle`. The pods of a target that CocoaPods integrates
  /// with neither its xcconfig nor a `Podfile.lock` nor a `pod` line to name them (a Flutter
  /// app's Podfile installs its plugins by a function) are one placeholder, `Pods`, said as
  /// "the pods CocoaPods installs for it": no pod is named Pods.
  package var description: String {
    isUnnamedPods ? "the pods CocoaPods installs for it" : "\(kind.rawValue) \(name)"
  }

  /// Whether this is the placeholder for pods no file names, which are several.
  package var isUnnamedPods: Bool { kind == .pod && name == "Pods" }

  package static func < (lhs: UnreadLinkedCode, rhs: UnreadLinkedCode) -> Bool {
    (lhs.kind, lhs.name) < (rhs.kind, rhs.name)
  }
}
