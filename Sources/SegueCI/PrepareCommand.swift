import Foundation
import SourceIndex

/// `segue-ci prepare`: the app's sources laid out for Scripts/typecheck-generated to compile
/// with the generated code. Writes, in `out`: modules.tsv (a Swift package module per line, in
/// dependency order: its name, then its files), app.txt (the files of the app's module, one a
/// line), notes.txt (what was left out and why, one line each), stand-ins.tsv, and with
/// `--declarations-only` summary.txt. Everything is sorted, so the output is the same for any
/// order of inputs.
package struct PrepareCommand {
  package var out: String
  package var variant: Variant
  /// The app's module (`--module`).
  package var module: String
  /// The generated code's file.
  package var generated: String
  /// The folder of `segue generate --stub-classes`, for ``declarationsOnly``.
  package var standIns: String?
  /// The Stubs folder, for ``declarationsOnly``.
  package var stubs: String?
  /// Whether the copies compile with an Objective-C runtime (Apple's SDK): verbatim.
  package var objcRuntime = false
  package var declarationsOnly = false
  /// `MODULE=PATH` for each Swift file of a framework target a project's target links.
  package var libraries: [String] = []
  /// The folders and files of the sources.
  package var roots: [String] = []

  package init(out: String, variant: Variant, module: String, generated: String) {
    self.out = out
    self.variant = variant
    self.module = module
    self.generated = generated
  }

  package func run() throws(CIFailure) {
    try make(out)
    var notes: [String] = []
    let tree = try SourceTree(roots: roots)
    let headers = tree.paths.filter { $0.hasSuffix(".h") }
    var files: [ParsedFile] = []
    var sources: [String: [Int]] = [:]
    var leftOut = (tests: 0, platform: 0, package: 0)
    var otherPlatforms: Set<String> = []
    let conditions = variant.conditions
    for path in tree.paths
    where path.hasSuffix(".swift") && !path.hasSuffix("/Package.swift") && path != "Package.swift" {
      guard let fileModule = tree.module(of: path) else {
        leftOut.package += 1
        continue
      }
      let parsed = try ParsedFile(path: path, conditions: conditions)
      if !parsed.importedModules.isDisjoint(with: Variant.testModules) {
        leftOut.tests += 1
        continue
      }
      let other = parsed.importedModules.intersection(variant.otherPlatformModules)
      if !other.isEmpty {
        leftOut.platform += 1
        otherPlatforms.formUnion(other)
        continue
      }
      files.append(parsed)
      sources[fileModule, default: []].append(files.count - 1)
    }
    if leftOut.tests > 0 {
      notes.append("left out \(leftOut.tests) test file(s) (they import a test framework)")
    }
    if leftOut.platform > 0 {
      notes.append(
        "left out \(leftOut.platform) file(s) of another platform's target (they import \(otherPlatforms.sorted().joined(separator: ", ")))"
      )
    }
    if leftOut.package > 0 {
      notes.append("left out \(leftOut.package) package test or plugin file(s)")
    }
    if !module.isEmpty, let own = sources[module] {
      // The generated code belongs to a package module, compiled with it; the files outside
      // the package belong to another target.
      let outside = sources[""] ?? []
      sources[module] = nil
      sources[""] = own
      if !outside.isEmpty {
        notes.append(
          "left out \(outside.count) file(s) outside the package: --module \(module) is a package module"
        )
      }
    }
    // The Swift files of the framework targets a project's target links (--library
    // MODULE=PATH), one module each, compiled before the app's like a package's.
    for library in libraries {
      let parts = library.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else {
        throw CIFailure("--library takes MODULE=PATH, not \(library).")
      }
      let parsed = try ParsedFile(path: parts[1], conditions: conditions)
      if parsed.importedModules.isDisjoint(
        with: Variant.testModules.union(variant.otherPlatformModules))
      {
        files.append(parsed)
        sources[parts[0], default: []].append(files.count - 1)
      }
    }
    let packageNames = sources.keys.filter { !$0.isEmpty }.sorted()
    var imports: [String: Set<String>] = [:]
    for name in packageNames {
      imports[name] = (sources[name] ?? []).reduce(into: Set<String>()) {
        $0.formUnion(files[$1].importedModules)
      }
    }
    let order = try DependencyOrder.order(imports)
    let objc = try ObjectiveCExposure(headers: headers, framework: variant.framework)
    notes += objc.notes

    var cut: DeclarationCut?
    if declarationsOnly {
      guard let standIns, let stubs else {
        throw CIFailure("--declarations-only needs --stand-ins and --stubs.")
      }
      cut = try DeclarationCut(
        sources: sources, files: files, objcClasses: objc.classNames,
        generated: try ParsedFile.read(generated), standInsFolder: standIns,
        available: variant.sdkModules.union(packageNames), variant: variant, stubs: stubs,
        objcRuntime: objcRuntime)
      notes += cut?.notes ?? []
    }
    var modules = ""
    for name in order {
      let copies = try write(sources[name] ?? [], of: files, to: out + "/modules/" + name, cut: cut)
      if !copies.isEmpty { modules += ([name] + copies).joined(separator: "\t") + "\n" }
    }
    try write(modules, to: out + "/modules.tsv")
    var app = try write(sources[""] ?? [], of: files, to: out + "/app", cut: cut)
    if let appStandIns = cut?.appStandIns { app.append(appStandIns) }
    let derived = objc.swiftDeclarations
    if !derived.isEmpty {
      // The app's own files may all be Objective-C, so the folder may not be there yet.
      try make(out + "/app")
      try write(derived, to: out + "/app/ObjectiveC.swift")
      app.append(out + "/app/ObjectiveC.swift")
    }
    var standInList = ""
    for (name, text) in cut?.standInFiles ?? [] {
      try make(out + "/stand-ins")
      try write(text, to: out + "/stand-ins/\(name).swift")
      standInList += "\(name)\t\(out)/stand-ins/\(name).swift\n"
    }
    try write(standInList, to: out + "/stand-ins.tsv")
    try write(app.map { $0 + "\n" }.joined(), to: out + "/app.txt")
    let inApp = (sources[""] ?? []).count
    let inPackages = order.reduce(0) { $0 + (sources[$1] ?? []).count }
    let listed = order.isEmpty ? "" : " (\(order.joined(separator: ", ")))"
    notes.insert(
      "sources: \(inApp) Swift file(s) in module \(module), \(inPackages) in \(order.count) package module(s)\(listed), \(objc.classNames.count) Objective-C class(es) exposed to Swift",
      at: 0)
    if let cut { try write(cut.summary + "\n", to: out + "/summary.txt") }
    try write(notes.map { $0 + "\n" }.joined(), to: out + "/notes.txt")
  }

  /// Writes each of `indices` to `folder`, names numbered so that equal names cannot collide;
  /// returns the copies' paths.
  private func write(
    _ indices: [Int], of files: [ParsedFile], to folder: String, cut: DeclarationCut?
  )
    throws(CIFailure) -> [String]
  {
    var copies: [String] = []
    for (number, index) in indices.enumerated() {
      let parsed = files[index]
      let text: String
      if let cut {
        guard let cutText = cut.text(of: index) else { continue }
        text = cutText
      } else {
        text = objcRuntime ? parsed.outline.text : parsed.withoutOutlets
      }
      let fileName = parsed.path.split(separator: "/").last.map(String.init) ?? parsed.path
      let base = String(
        String.UnicodeScalarView(
          fileName.dropLast(".swift".count).unicodeScalars.map { scalar in
            scalar.isASCII
              && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "_+-".unicodeScalars.contains(scalar))
              ? scalar : "_"
          }))
      let path = folder + "/" + String(format: "%04d", number) + "-" + base + ".swift"
      try make(folder)
      let header = "#sourceLocation(file: \(SwiftQuoting.quoted(parsed.path)), line: 1)\n"
      try write(header + text + (text.hasSuffix("\n") ? "" : "\n"), to: path)
      copies.append(path)
    }
    return copies
  }

  private func make(_ folder: String) throws(CIFailure) {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw CIFailure("cannot make the folder \(folder): \(error.localizedDescription)")
    }
  }

  /// Writes `text` to `path` in place: copies for one compile need neither an atomic write
  /// nor an fsync, which Foundation's writes make and which cost the most of the command.
  private func write(_ text: String, to path: String) throws(CIFailure) {
    guard let file = fopen(path, "w") else { throw CIFailure("cannot write \(path).") }
    let bytes = Array(text.utf8)
    let written = fwrite(bytes, 1, bytes.count, file)
    guard fclose(file) == 0, written == bytes.count else {
      throw CIFailure("cannot write \(path).")
    }
  }
}
