import SourceIndex

/// The Swift files and headers of the sources, each with the module the typecheck compiles it
/// into: files found by SourceIndex's walk, modules by its ``ModuleMap``.
struct SourceTree {
  /// Every Swift file and header, sorted.
  let paths: [String]
  /// The folders that hold a `Package.swift`.
  let packages: [String]
  private let moduleMap: ModuleMap

  init(roots: [String]) throws(CIFailure) {
    do {
      paths = try SourceIndex.files(in: roots).filter {
        $0.hasSuffix(".swift") || $0.hasSuffix(".h")
      }
    } catch {
      throw CIFailure(error.description)
    }
    var map = ModuleMap()
    map.addPackages(among: paths)
    moduleMap = map
    packages = Array(
      Set(
        paths.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }
          .map { String($0.dropLast("/Package.swift".count)) }
      )
    ).sorted()
  }

  /// The module `path` is compiled into: "" for the app's, nil for a package's tests,
  /// plugins and other files of its `Sources` folder, which belong to targets of their own. A
  /// file of a package's folder outside `Sources`, `Tests` and `Plugins` is no package file:
  /// an Xcode example app beside a library's Package.swift (Hero, Eureka, Kingfisher…) builds
  /// it, so it is the app's.
  func module(of path: String) -> String? {
    let package = packages.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    if let package {
      let parts = path.dropFirst(package.count + 1).split(separator: "/")
      if ["Tests", "Plugins"].contains(parts.first) { return nil }
      if parts.first == "Sources", parts.count < 3 { return nil }
    }
    switch moduleMap.module(of: path) {
    case .app: return ""
    case .named(let name): return name
    }
  }
}
