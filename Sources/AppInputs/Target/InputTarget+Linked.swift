import DeterministicOutput
import ProjectModel
import SourceIndex

extension InputTarget {
  /// The code `targets` (an app and the libraries of its project it links) link that no
  /// target builds: the declaring files of what is on disk, each folder once (a package's
  /// products share one checkout; its targets are their own modules), and what is not, sorted.
  /// Linker flags alone (`OTHER_LDFLAGS`) are not counted: they mostly name system libraries.
  static func linkedCode(
    of targets: [Target], packages: String?, own: Set<String>, projects: LinkedProjects
  ) -> (read: [(module: String, files: [String])], unread: [UnreadLinkedCode]) {
    read(targets.flatMap(\.linked), packages: packages, own: own, projects: projects)
  }

  /// What of `codes` is on disk, read as ``linkedCode(of:packages:own:projects:)`` says (the
  /// files of `own`, spelled standardized, left out), and what is not, sorted. `projects` reads each other project
  /// once for the whole run.
  static func read(
    _ codes: [LinkedCode], packages: String?, own: Set<String>,
    projects: LinkedProjects = LinkedProjects()
  ) -> (read: [(module: String, files: [String])], unread: [UnreadLinkedCode]) {
    var read: [(module: String, files: [String])] = []
    var unread = Set<UnreadLinkedCode>()
    var folders = Set<String>()
    for code in codes where code.declaresClasses {
      if let found = code.declarationFiles(packages: packages, projects: projects) {
        // One project builds several products (Clocker's ShortcutRecorder and PTHotKey), each
        // its own target's files: the folder is read once per product, not once.
        let key =
          code.kind == .project ? found.folder + "/" + (code.module ?? code.name) : found.folder
        guard folders.insert(key).inserted else { continue }
        let files = found.files.filter { !own.contains(PathSpelling.standardized($0, in: nil)) }
        read += code.modules(of: files, in: found.folder)
        if found.lacksBinaryTargets {
          unread.insert(
            UnreadLinkedCode(
              kind: code.kind, name: code.name, module: code.module,
              howToRead: LinkedDeclarations.howToReadBinaryTargets))
        }
      } else {
        unread.insert(
          UnreadLinkedCode(
            kind: code.kind,
            name: code.name, module: code.module, howToRead: howToRead(code),
            submoduleProject: Self.isSubmoduleProject(code) ? code.origin : nil,
            placement: placement(code)))
      }
    }
    return (read, unread.sorted())
  }

  /// Whether `code` is one project, to be checked out as a git submodule: only one in a
  /// submodule folder that `.gitmodules` names and the clone left empty (Cortex's Charts
  /// project lay in its author's Downloads folder, in no submodule).
  static func isSubmoduleProject(_ code: LinkedCode) -> Bool {
    guard
      code.kind == .project, code.candidates.count == 1, code.name != "Pods",
      !code.name.hasPrefix("Pods-"), code.origin != LinkedCode.workspaceProduct,
      let path = code.candidates.first
    else { return false }
    var submodules = GitSubmodules()
    return submodules.uncheckedOut(holding: path) != nil
  }

  /// The sentence that says how to let SegueKit read `code`.
  static func howToRead(_ code: LinkedCode) -> String {
    switch code.kind {
    // Its podspec is there but no code (a Flutter app's engine pod): `pod install` is done.
    case .pod where code.candidates.first.map(code.isPodspecFolder) == true:
      return "Its podspec is in the checkout but no header or Swift file of it is: its classes "
        + "are in a binary made elsewhere (a Flutter app's engine, in the Flutter SDK)."
    case .pod: return "Run \(FlutterPodfile.installCommand(for: code))."
    case .swiftPackage where code.checkout != nil:
      return "Resolve the packages and pass `--packages DIR` (the folder "
        + "`xcodebuild -clonedSourcePackagesDirPath` writes)."
    case .swiftPackage where code.candidates.isEmpty:
      return "Add the local package that builds it: no package folder of the project names it."
    case .swiftPackage where isIgnoredFolder(code):
      // No checkout holds a folder the repository ignores: something writes it (Hacki's
      // `Flutter/ephemeral/Packages/FlutterGeneratedPluginSwiftPackage`).
      let maker =
        ("/" + code.origin).contains("/Flutter/ephemeral/")
        ? "Flutter writes it (`flutter pub get`)" : "a build step or a script writes it"
      return "Make the package's folder, \(code.origin), which the repository's .gitignore keeps "
        + "out of every checkout: \(maker)."
    case .swiftPackage: return "Check out the package's folder, \(code.origin)."
    case .carthage where CarthageBinaries.isBinary(code):
      return "Run `carthage bootstrap`: the Cartfile names binary frameworks, which `carthage "
        + "checkout` does not fetch."
    case .carthage: return "Run `carthage checkout`."
    case .project where code.name == "Pods" || code.name.hasPrefix("Pods-"):
      return "Run \(FlutterPodfile.installCommand(for: code))."
    // A workspace product's one candidate is only the project beside, not known to build it.
    case .project where code.candidates.count != 1 || code.origin == LinkedCode.workspaceProduct:
      return "Check out the project of the workspace that builds it (a git submodule: "
        + "`git submodule update --init`)."
    case .project where isSubmoduleProject(code):
      return UnreadLinkedCode.checkOut(submoduleProjects: [code.origin])
    case .project: return "Put the project that builds it at \(code.origin)."
    case .framework, .library:
      guard let path = code.candidates.first else {
        return "Check out the other projects of the workspace that build it."
      }
      var submodules = GitSubmodules()
      if let folder = submodules.uncheckedOut(holding: path) {
        return "Check out the submodule \(folder), which builds it (`git submodule update "
          + "--init`)."
      }
      return UnreadLinkedCode.put([path])
    }
  }

  /// Whether `code`'s one folder is one the repository's `.gitignore` keeps out of every
  /// checkout (its manifest asked, so that a pattern for folders only matches the folder).
  static func isIgnoredFolder(_ code: LinkedCode) -> Bool {
    guard let path = code.candidates.first else { return false }
    var gitIgnore = GitIgnore()
    return gitIgnore.ignores(PathSpelling.standardized(path + "/Package.swift", in: nil))
  }

  /// Where `code`, a binary framework or library, is to be put when ``howToRead(_:)`` says to
  /// put it there; nil otherwise.
  static func placement(_ code: LinkedCode) -> String? {
    guard code.kind == .framework || code.kind == .library, let path = code.candidates.first
    else { return nil }
    var submodules = GitSubmodules()
    return submodules.uncheckedOut(holding: path) == nil ? path : nil
  }
}
