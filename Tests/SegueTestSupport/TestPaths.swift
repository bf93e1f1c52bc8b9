import Foundation

/// Where the tests' files are, found from this file's path so that no resource bundle is
/// needed: the package root, the shared `Tests/Fixtures` folder, and each test target's folder.
package enum TestPaths {
  /// `Tests/`.
  package static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
  /// The package root.
  package static let packageRoot = tests.deletingLastPathComponent()
  /// `Tests/Fixtures`, the inputs shared by the test targets.
  package static let fixtures = tests.appendingPathComponent("Fixtures")

  /// The path of `Tests/Fixtures/<relative>`.
  package static func fixture(_ relative: String) -> String {
    relative.isEmpty ? fixtures.path : fixtures.appendingPathComponent(relative).path
  }

  /// The folder of the test target that holds `file` (a test's `#filePath`): the folder right
  /// under `Tests/`.
  package static func targetFolder(of file: StaticString) -> URL {
    var url = URL(fileURLWithPath: "\(file)")
    while url.deletingLastPathComponent().standardizedFileURL.path
      != tests.standardizedFileURL.path,
      url.pathComponents.count > 1
    {
      url.deleteLastPathComponent()
    }
    return url
  }
}
