import Foundation
import ProjectModel
import SegueTestSupport
import SourceIndex
import Testing

@testable import AppInputs

/// Hacki links FlutterGeneratedPluginSwiftPackage, a local package in
/// `ios/Flutter/ephemeral/Packages/…` that Flutter writes and `ios/.gitignore` keeps out of every
/// checkout: the note said to "check out the package's folder", which no checkout holds.
@Suite struct IgnoredPackageFolderTests {
  @Test func aLocalPackageFolderTheRepositoryIgnoresIsSaidToBeMade() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("", to: ".git/HEAD")
    try root.write("Flutter/ephemeral/\nGenerated/\n", to: "ios/.gitignore")
    func package(_ relative: String) -> LinkedCode {
      let name = (relative as NSString).lastPathComponent
      return LinkedCode(
        kind: .swiftPackage, name: name, module: name, origin: relative,
        candidates: [root.path + "/ios/" + relative])
    }
    #expect(
      InputTarget.howToRead(package("Flutter/ephemeral/Packages/PluginPackage"))
        == "Make the package's folder, Flutter/ephemeral/Packages/PluginPackage, which the "
        + "repository's .gitignore keeps out of every checkout: Flutter writes it (`flutter pub "
        + "get`).")
    #expect(
      InputTarget.howToRead(package("Generated/Kit"))
        == "Make the package's folder, Generated/Kit, which the repository's .gitignore keeps "
        + "out of every checkout: a build step or a script writes it.")
    // A folder the repository does not ignore is one the checkout lacks.
    #expect(
      InputTarget.howToRead(package("Packages/Kit"))
        == "Check out the package's folder, Packages/Kit.")
  }
}
