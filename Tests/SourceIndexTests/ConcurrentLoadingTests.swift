import Foundation
import SourceIndex
import Testing

/// `SourceIndex.load` scans runs of files on every core and merges them: the index must be the
/// one a single scan of every file in order makes.
@Suite struct ConcurrentLoadingTests {
  @Test func loadingInRunsGivesTheIndexOfOneScanInOrder() throws {
    let root = NSTemporaryDirectory() + "source-index-runs-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    // Enough files for several runs; each class is declared twice with different
    // superclasses (the first wins), and each file performs, compares and declares.
    var files: [(path: String, text: String)] = []
    for number in 0..<80 {
      let path = root + String(format: "/File%03d.swift", number)
      let text = """
        class Screen\(number % 30): Base\(number) {
          enum SegueIdentifier: String { case next\(number) }
          @IBSegueAction func make\(number)(_ coder: NSCoder) -> UIViewController? { nil }
          @IBAction func unwind\(number)(_ segue: UIStoryboardSegue) {}
          func go() {
            performSegue(withIdentifier: "show\(number)", sender: nil)
            if segue.identifier == "compared\(number)" {}
            _ = UIStoryboard(name: "Board\(number % 7)", bundle: nil)
              .instantiateInitialViewController()
          }
        }

        """
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      files.append((path, text))
    }
    let loaded = try SourceIndex.load([SourceInput(path: root)], workingDirectory: root)
    let scanned = SourceIndex(files: files, moduleMap: ModuleMap(workingDirectory: root))
    #expect(loaded == scanned)
    #expect(loaded.superclasses["Screen3"] == "Base3")
    #expect(loaded.handWrittenSegueIdentifiers["Screen3"]?.cases.first?.name == "next63")
    #expect(loaded.performedIdentifiers.map(\.value) == (0..<80).map { "show\($0)" })
  }

  /// A library's files are scanned after the app's, and are not the app's own (migrate
  /// rewrites only those: the library cannot see the app's generated code).
  @Test func aLibrarysFilesAreNotTheAppsOwn() throws {
    let root = NSTemporaryDirectory() + "source-index-app-files-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    for folder in ["App", "Kit"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    for path in ["App/B.swift", "App/A.swift", "Kit/K.swift"] {
      try "class C_\(path.count) {}\n".write(
        toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }
    let kit = SourceDependency(
      module: "Kit", files: [root + "/Kit/K.swift"], conditions: .unknown)
    let loaded = try SourceIndex.load(
      [SourceInput(path: root + "/App")], workingDirectory: root, dependencies: [kit])
    #expect(loaded.files == ["App/A.swift", "App/B.swift", "Kit/K.swift"].map { root + "/" + $0 })
    #expect(Array(loaded.appFiles) == [root + "/App/A.swift", root + "/App/B.swift"])
    let alone = try SourceIndex.load([SourceInput(path: root + "/App")], workingDirectory: root)
    #expect(alone.appFiles == alone.files[...])
  }
}
