import SourceIndex

/// The Objective-C classes Swift can see, as Swift declarations. Which headers Swift sees is
/// SourceIndex's rule (``SwiftVisibility``: what a bridging or umbrella header imports,
/// directly or through other headers; never a class declared only in a `.m`). What Swift's
/// importer shows of each class is derived from its `@interface Name : Superclass` there
/// (``ObjectiveCInterfaces``): the class, its superclass, and the methods a storyboard calls
/// by selector.
struct ObjectiveCExposure {
  /// The classes by name: where their `@interface` is, its line, their superclass.
  private(set) var classes: [String: (header: String, line: Int, superclass: String)] = [:]
  private(set) var methods: [String: [ObjectiveCMethod]] = [:]
  private(set) var categories: [String: [ObjectiveCMethod]] = [:]
  private(set) var notes: [String] = []
  let framework: String

  var classNames: [String] { classes.keys.sorted() }

  /// The classes the headers among `headers` that Swift sees expose.
  init(headers: [String], framework: String) throws(CIFailure) {
    self.framework = framework
    var index = SourceIndex(moduleMap: ModuleMap(), conditions: .unknown)
    var texts: [String: String] = [:]
    for header in headers {
      let text = try ParsedFile.read(header)
      texts[header] = text
      index.add(text: text, path: header)
    }
    let visibility = SwiftVisibility(index)
    for header in headers where visibility.exposedHeaders.contains(Self.fileName(header)) {
      read(ObjectiveCInterfaces(header: header, text: texts[header] ?? ""))
    }
    if !visibility.rootHeaders.isEmpty {
      let names = classNames.isEmpty ? "none" : classNames.joined(separator: ", ")
      notes.append(
        "Objective-C: the classes \(visibility.rootHeaders.joined(separator: ", ")) expose(s) to Swift: \(names)"
      )
    }
  }

  private mutating func read(_ interfaces: ObjectiveCInterfaces) {
    for interface in interfaces.interfaces {
      if let superclass = interface.superclass {
        guard classes[interface.name] == nil else { continue }
        classes[interface.name] = (interfaces.header, interface.line, superclass)
        methods[interface.name, default: []] += interface.methods
      } else if !interface.methods.isEmpty {
        categories[interface.name, default: []] += interface.methods
      }
    }
  }

  /// The classes and their methods as one Swift file, sorted by name; "" when there are none.
  var swiftDeclarations: String {
    if classes.isEmpty && categories.isEmpty { return "" }
    var lines = [
      "// What Swift's importer shows of the Objective-C classes the bridging or",
      "// umbrella header exposes: derived from their @interface lines.",
      "import Foundation", "import \(framework)", "",
    ]
    for name in classes.keys.sorted() {
      guard let (header, line, superclass) = classes[name] else { continue }
      lines.append("#sourceLocation(file: \(SwiftQuoting.quoted(header)), line: \(line))")
      lines.append("class \(name): \(superclass) {")
      lines += Self.members(methods[name] ?? [])
      lines.append("}")
    }
    for name in categories.keys.sorted() {
      lines.append("extension \(name) {")
      lines += Self.members(categories[name] ?? [])
      lines.append("}")
    }
    lines.append("#sourceLocation()")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func members(_ methods: [ObjectiveCMethod]) -> [String] {
    methods.flatMap { method in
      [
        "#sourceLocation(file: \(SwiftQuoting.quoted(method.header)), line: \(method.line))",
        "  " + method.declaration,
      ]
    }
  }

  private static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
