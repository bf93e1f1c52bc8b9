import DeterministicOutput
import Foundation
import SourceIndex
import StoryboardKit

extension LinkedCode {
  /// Where the code was found on disk and the files that declare its classes: Objective-C
  /// headers, Swift files and `.swiftinterface`s (implementation files add no class a
  /// storyboard can name that a header or public declaration does not show). `packages` is a
  /// folder of resolved packages (`xcodebuild -clonedSourcePackagesDirPath`), looked in first.
  /// Nil when no candidate is on disk.
  /// `projects` reads each other project once, so that the many products of one project, and
  /// the many targets that link them, share one reading.
  package func declarationFiles(
    packages: String? = nil, projects: LinkedProjects = LinkedProjects()
  ) -> LinkedDeclarations? {
    var folders = candidates
    if let packages, let checkout {
      folders.insert(
        contentsOf: [packages + "/checkouts/" + checkout, packages + "/" + checkout], at: 0)
    }
    if kind == .project {
      for path in folders where ProjectPaths.exists(path) {
        if let project = projects.project(at: path), let files = projectFiles(project) {
          return LinkedDeclarations(folder: path, files: files)
        }
      }
      return nil
    }
    guard let folder = folders.first(where: ProjectPaths.exists) else { return nil }
    if kind == .pod, let sources = podspecSources(in: folder) {
      // A `test_spec`'s files (iOS-Modular-Architecture's `MoviesSearch/Tests/**`) are not
      // linked into the app, as the tests a walk skips.
      let linked = sources.folders.filter {
        !$0.split(separator: "/").contains { Self.skipped.contains(String($0)) }
      }
      let files = Set(linked.flatMap { Self.files(under: folder + "/" + $0) })
      return LinkedDeclarations(folder: folder, files: files.sorted())
    }
    guard kind == .swiftPackage else {
      let files = Self.files(under: folder)
      // The pods of a target whose pods are unknown are the whole Pods folder: with no header
      // or Swift file in it (ECSlidingViewController's examples commit only its xcconfigs and
      // project; their pod's code lies elsewhere), it says nothing of them.
      if kind == .pod, name == "Pods", files.isEmpty { return nil }
      // Nor a development pod's folder of its podspec alone: a Flutter app's `Flutter/` after
      // `pod install`, whose engine (`FlutterViewController`'s) the Flutter SDK holds.
      if kind == .pod, files.isEmpty, isPodspecFolder(folder) { return nil }
      return LinkedDeclarations(folder: folder, files: files)
    }
    // A package's targets, where its manifest puts them: not its samples or other files.
    var files: [String]
    if let package = PackageTargets(packageAt: folder) {
      files = package.targets.flatMap { Self.files(under: folder + "/" + $0.folder) }
    } else {
      let sources = folder + "/Sources"
      files = Self.files(under: ProjectPaths.isFolder(sources) ? sources : folder)
    }
    var lacking = false
    if PackageTargets.declaresBinaryTargets(packageAt: folder) {
      // SwiftPM keeps a package's downloaded binaries under artifacts/, by package identity.
      let identity = (folder.split(separator: "/").last.map(String.init) ?? folder).lowercased()
      if let packages, ProjectPaths.isFolder(packages + "/artifacts/" + identity) {
        files += Self.files(under: packages + "/artifacts/" + identity)
      } else {
        lacking = true
      }
    }
    return LinkedDeclarations(folder: folder, files: files.sorted(), lacksBinaryTargets: lacking)
  }

  /// What the podspec of this pod in `folder` (a development pod's `:path:`) says its code is;
  /// nil without a podspec there or when it cannot tell (``PodspecSources``).
  private func podspecSources(in folder: String) -> PodspecSources? {
    for suffix in [".podspec", ".podspec.json"] {
      if let data = FileManager.default.contents(atPath: folder + "/" + name + suffix) {
        return PodspecSources(text: String(decoding: data, as: UTF8.self))
      }
    }
    return nil
  }

  /// The sources of the target of `project` that builds this product, as that
  /// project lists them (a target's headers are seldom among them, so its Objective-C files
  /// are read too); nil when the project builds no such target, or when the target's files
  /// are missing (a checkout without them is no checkout of its code).
  private func projectFiles(_ project: Project) -> [String]? {
    guard let target = project.targets.first(where: { $0.moduleName == module || $0.name == name })
    else { return nil }
    return target.hasMissingFiles ? nil : target.sources
  }

  /// `files` (as ``declarationFiles(packages:)`` found them in `folder`) by the module that
  /// declares them: a Swift package's target is its own module (its manifest's `path:`, else
  /// `Sources/NAME/`, as SwiftPM names a target's module), so a package of several targets is
  /// not read as one module; any other file, and any other code's, is in ``module`` (else
  /// ``name``). Sorted by module.
  package func modules(of files: [String], in folder: String)
    -> [(module: String, files: [String])]
  {
    let own = module ?? name
    guard kind == .swiftPackage else { return files.isEmpty ? [] : [(own, files)] }
    let sources = folder + "/Sources/"
    // The manifest's targets, longest folder first, so that a nested target wins.
    let targets = (PackageTargets(packageAt: folder)?.targets ?? [])
      .map { (module: $0.module, folder: folder + "/" + $0.folder + "/") }
      .sorted { $0.folder.count > $1.folder.count }
    var byModule: [String: [String]] = [:]
    for file in files {
      var module = own
      if let target = targets.first(where: { file.hasPrefix($0.folder) }) {
        module = target.module
      } else if file.hasPrefix(sources) {
        let rest = file.dropFirst(sources.count)
        if let slash = rest.firstIndex(of: "/") {
          module = SettingModifier.c99Identifier(String(rest[..<slash]))
        }
      }
      byModule[module, default: []].append(file)
    }
    return byModule.keys.sortedByBytes().map { ($0, byModule[$0] ?? []) }
  }

  /// Whether the file at `path` can declare a class others name: a header, a Swift file or a
  /// Swift interface.
  static func declares(_ path: String) -> Bool {
    path.hasSuffix(".h") || path.hasSuffix(".swift") || path.hasSuffix(".swiftinterface")
  }

  /// The declaring files under `folder` (or `folder` itself), sorted; tests, examples and build
  /// folders left out, as they are not part of what the app links.
  static func files(under folder: String) -> [String] {
    guard ProjectPaths.isFolder(folder) else { return declares(folder) ? [folder] : [] }
    var files: [String] = []
    let walker = FileManager.default.enumerator(atPath: folder)
    while let relative = walker?.nextObject() as? String {
      let last = relative.split(separator: "/").last.map(String.init) ?? relative
      if skipped.contains(last) {
        walker?.skipDescendants()
        continue
      }
      if declares(relative) { files.append(folder + "/" + relative) }
    }
    return files.sorted()
  }

  static let skipped: Set<String> = [
    ".build", ".git", "Tests", "Example", "Examples", "Demo", "Benchmarks",
  ]
}
