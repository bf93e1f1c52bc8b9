/// Which of the classes the sources declare Swift code can see: those a Swift file declares,
/// and Objective-C classes whose `@interface` is in a header that a bridging header
/// (`App-Bridging-Header.h`) or a framework's umbrella header (`Kit.h`, which imports
/// `<Kit/…>`) imports, directly or through other headers. A class declared only in a `.m`
/// file, or in a header nothing exposes, exists at run time but cannot be named in Swift.
package struct SwiftVisibility: Sendable, Hashable {
  private let swiftClasses: Set<String>
  private let interfaces: [String: Set<String>]
  /// The file names of the headers Swift sees.
  package let exposedHeaders: Set<String>
  /// The paths of the headers Swift reads first (bridging and umbrella headers), sorted.
  package let rootHeaders: [String]

  package init(_ index: SourceIndex) {
    swiftClasses = index.swiftClasses
    interfaces = index.objectiveCInterfaces
    var pathsByName: [String: [String]] = [:]
    for path in index.headerImports.keys.sorted() {
      pathsByName[Self.fileName(path), default: []].append(path)
    }
    // The headers Swift reads first: bridging headers and umbrella headers.
    var pending = index.headerImports.keys.filter { path in
      let name = Self.fileName(path)
      let isBridging = name.hasSuffix(".h") && name.lowercased().contains("bridging")
      let module = name.hasSuffix(".h") ? String(name.dropLast(2)) : ""
      let isUmbrella =
        !module.isEmpty
        && (index.headerImports[path] ?? []).contains { $0.hasPrefix(module + "/") }
      return isBridging || isUmbrella
    }
    rootHeaders = pending.sorted()
    var exposed = Set(pending.map(Self.fileName))
    while let path = pending.popLast() {
      for imported in index.headerImports[path] ?? [] {
        let name = Self.fileName(imported)
        guard exposed.insert(name).inserted else { continue }
        pending += pathsByName[name] ?? []
      }
    }
    exposedHeaders = exposed
  }

  /// Whether Swift code can name the class `name`, which the sources declare.
  package func sees(_ name: String) -> Bool {
    if swiftClasses.contains(name) { return true }
    return (interfaces[name] ?? []).contains { path in
      path.hasSuffix(".h") && exposedHeaders.contains(Self.fileName(path))
    }
  }

  /// Where the sources declare the Objective-C class `name`, sorted.
  package func interfaceFiles(of name: String) -> [String] {
    (interfaces[name] ?? []).sorted()
  }

  private static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
