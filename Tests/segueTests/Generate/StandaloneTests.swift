import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// `generate --standalone` writes the part of SegueKit the code uses into the file, for an app
/// that links no SegueKit module: file-private where it can be, nested where it must be seen.
@Suite struct StandaloneTests {
  private static func generate(_ arguments: [String]) -> (
    status: ExitCode, output: String, errors: String
  ) {
    let result = GenerateFixtures.run(["--standalone"] + arguments)
    return (result.status, result.output, result.errors)
  }

  private static let identifiers = [
    "--module", "Artsy", "--sources", GenerateFixtures.path("ModuleIdentifiers/Sources"),
    GenerateFixtures.path("ModuleIdentifiers"),
  ]

  @Test func theCodeImportsNoSegueKitAndDeclaresWhatItUses() {
    let result = Self.generate(Self.identifiers)
    #expect(result.status == .success)
    #expect(!result.output.contains("import SegueKit"))
    #expect(result.output.contains("fileprivate protocol StoryboardSegueHandler {"))
    #expect(result.output.contains("extension ArtworkViewController: StoryboardSegueHandler {"))
    #expect(
      result.output.contains("fileprivate func segueIdentifier(for segue: UIStoryboardSegue)"))
    // ReceiptViewController inherits a property named segueDestination, which would hide a
    // function of that name from its code: every class calls the file's own by another.
    #expect(
      result.output.contains(
        "private func storyboardSegueDestination<Destination>(_ segue: UIStoryboardSegue, "
          + "from _: AnyObject)"))
    #expect(result.output.contains(".showListings(storyboardSegueDestination(segue, from: self))"))
    #expect(result.output.contains(".showOrders(storyboardSegueDestination(segue, from: self))"))
    #expect(!result.output.contains(" segueDestination("))
    #expect(
      result.errors.contains(
        "warning: ReceiptViewController inherits a member named segueDestination from "
          + "PaymentViewController, which would hide the function the generated "
          + "typedSegue(for:) of ReceiptViewController calls, so it calls the file's own, named "
          + "storyboardSegueDestination.\n"))
    // The scene types are nested, so the app's own module-level SceneType is neither hidden
    // nor named: no SegueKit qualification, and no warning about one.
    #expect(result.output.contains("  protocol StoryboardName {"))
    #expect(
      result.output.contains(
        "  struct SceneType<Storyboard: StoryboardName, Controller>: Sendable, "
          + "ExpressibleByStringLiteral {"))
    #expect(
      result.output.contains(
        "  struct InitialSceneType<Storyboard: StoryboardName, Controller>: Sendable {"))
    #expect(result.output.contains("  protocol ModuleStoryboard: StoryboardName {\n"))
    #expect(result.output.contains("  enum Main: ModuleStoryboard {"))
    #expect(result.output.contains(": SceneType<Main, ArtworkViewController> { \"Artwork\" }"))
    #expect(!result.output.contains("SegueKit.SceneType"))
    #expect(!result.errors.contains("SegueKit.SceneType"))
  }

  @Test func theProtocolTakesANameTheAppDoesNotDeclare() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let source = try directory.write(
      "protocol StoryboardSegueHandler {}\nfinal class ArtworkViewController: UIViewController {}\n",
      to: "App.swift")
    let result = Self.generate([
      "--module", "Artsy", "--sources", source, GenerateFixtures.path("ModuleIdentifiers"),
    ])
    #expect(result.output.contains("fileprivate protocol GeneratedSegueHandler {"))
    #expect(result.output.contains("extension ArtworkViewController: GeneratedSegueHandler {"))
  }

  @Test func aPublicRunMakesTheSceneTypesPublicAndNothingRetroactive() {
    let result = Self.generate(["--access-level", "public", GenerateFixtures.path("Navigation")])
    #expect(result.output.contains("  public protocol StoryboardName {"))
    #expect(result.output.contains("  public struct SceneType<Storyboard: StoryboardName, "))
    #expect(result.output.contains("    public func instantiate() -> Controller {"))
    #expect(!result.output.contains("@retroactive"))
  }

  @Test func aStoryboardThatNamesSegueKitsSegueClassStillImportsSegueKit() {
    // Navigation's storyboard performs a segue with SegueKit's PushDetailSegue, which the app
    // links for the storyboard anyway.
    let result = Self.generate([GenerateFixtures.path("Navigation")])
    #expect(result.output.contains("\nimport SegueKit\n"))
    #expect(result.output.contains("fileprivate protocol StoryboardSegueHandler {"))
  }

  @Test func withoutSeguesThereIsNoProtocolAndAppKitGetsItsOwnSupport() {
    let scenesOnly = Self.generate(["--no-segues", GenerateFixtures.path("Navigation")])
    #expect(!scenesOnly.output.contains("SegueHandler"))
    #expect(scenesOnly.output.contains("struct SceneType<Storyboard: StoryboardName, Controller>"))
    let appKit = Self.generate([GenerateFixtures.path("AppKit")])
    #expect(
      appKit.output.contains("fileprivate func segueIdentifier(for segue: NSStoryboardSegue)"))
    #expect(appKit.output.contains("candidate as? NSWindowController"))
  }
}
