import SourceIndex

/// Code a target links that no target of its project builds: a Swift package product, a pod,
/// a Carthage framework, a binary framework or library, a product of another Xcode project.
/// UIKit and AppKit look a storyboard's class up in every binary the app loads, so the classes
/// this code declares are the app's to name.
package struct LinkedCode: Sendable, Hashable, Comparable {
  /// What kind of code it is.
  package var kind: LinkedCodeKind
  /// Its name: a package product, a pod, a framework without its extension.
  package var name: String
  /// The module its classes are in, when known.
  package var module: String?
  /// Where the project says it comes from, as shown: a package's repository or folder, the
  /// framework's path, `Podfile.lock`, `OTHER_LDFLAGS`.
  package var origin: String
  /// The folders or bundles that would hold its code on a developer's checkout, most likely
  /// first: full paths. Empty when nothing on disk can hold it (a system library).
  package var candidates: [String]
  /// Whether classes it declares may be named by storyboards: false for what only a linker
  /// flag names, which is most often a system library or framework.
  package var declaresClasses: Bool
  /// For a package from a repository: the folder name of its checkout (the repository's
  /// name), which a folder of resolved packages (`--packages`) holds under `checkouts/`.
  package var checkout: String?
  /// For a package from a repository: what `Package.resolved` pins it to (`1.2.3`,
  /// `branch main`, `revision 1a2b3c4`); nil when no pin names it.
  package var pin: String?

  package init(
    kind: LinkedCodeKind, name: String, module: String? = nil, origin: String,
    candidates: [String] = [], declaresClasses: Bool = true, checkout: String? = nil,
    pin: String? = nil
  ) {
    self.checkout = checkout
    self.pin = pin
    self.kind = kind
    self.name = name
    self.module = module
    self.origin = origin
    self.candidates = candidates
    self.declaresClasses = declaresClasses
  }

  /// The origin of a product of the products folder that another project of the workspace
  /// builds: which one is not known, so no message names it as a project.
  package static let workspaceProduct = "another project of the workspace"

  /// Whether `folder` holds this pod's podspec: a development pod's `:path:`.
  package func isPodspecFolder(_ folder: String) -> Bool {
    [".podspec", ".podspec.json"].contains { ProjectPaths.exists(folder + "/" + name + $0) }
  }

  package static func < (lhs: LinkedCode, rhs: LinkedCode) -> Bool {
    (lhs.kind, lhs.name, lhs.origin) < (rhs.kind, rhs.name, rhs.origin)
  }
}
