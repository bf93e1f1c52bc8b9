import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// An app that keeps its identifiers in a module-level `enum SegueIdentifier` and names it
/// unqualified in its controllers (SBConstants' style), and declares types named like the
/// generated code's: the generated names hide none of them, and a warning says what was done.
@Suite struct ShadowingTests {
  private static let fixture = "ModuleIdentifiers"

  private static func generate(module: String? = "Artsy") -> (
    status: ExitCode, output: String, errors: String
  ) {
    let result = GenerateFixtures.run(
      (module.map { ["--module", $0] } ?? []) + [
        "--sources", GenerateFixtures.path(fixture + "/Sources"), GenerateFixtures.path(fixture),
      ])
    return (result.status, result.output, result.errors)
  }

  /// The text of the extension that follows `// MARK: - name`, up to the next mark.
  private static func section(_ name: String, in output: String) -> String {
    guard let start = output.range(of: "// MARK: - \(name)\n") else { return "" }
    let rest = output[start.upperBound...]
    return String(rest[..<(rest.range(of: "// MARK: - ")?.lowerBound ?? rest.endIndex)])
  }

  @Test func aModuleLevelEnumThatCoversTheClassIsAdoptedNotHidden() {
    let result = Self.generate()
    #expect(result.status == .success)
    let listings = Self.section("ListingsViewController", in: result.output)
    #expect(listings.contains("typealias SegueIdentifier = Artsy.SegueIdentifier"))
    #expect(!listings.contains("enum SegueIdentifier"))
    // The app's case names, and a default for the enum's other controllers' identifiers.
    #expect(listings.contains("case .ShowSaleArtworkDetails:"))
    #expect(listings.contains("default:\n      return nil"))
    #expect(
      result.errors.contains(
        "Identifiers.swift:4:1: warning: ListingsViewController names the app's module-level "
          + "SegueIdentifier unqualified: its SegueHandler conformance adopts it"))
  }

  @Test func aModuleLevelEnumThatLacksAnIdentifierGetsNoConformance() {
    let result = Self.generate()
    let orders = Self.section("OrdersViewController", in: result.output)
    #expect(!orders.contains("extension OrdersViewController"))
    #expect(
      result.errors.contains(
        "cannot be adopted: it has no case for 'ShowReceipt'; no segue code is written for "
          + "OrdersViewController.\n"))
  }

  @Test func withoutTheModuleNameTheEnumCannotBeSpelledSoNothingHidesIt() {
    let result = Self.generate(module: nil)
    #expect(!result.output.contains("extension ListingsViewController"))
    #expect(result.errors.contains("the module's name is unknown (pass --module)"))
  }

  @Test func aClassThatNamesNothingOfTheAppsKeepsItsNestedEnum() {
    let artwork = Self.section("ArtworkViewController", in: Self.generate().output)
    #expect(artwork.contains("enum SegueIdentifier: String, CaseIterable"))
    #expect(artwork.contains("enum TypedSegue {"))
  }

  @Test func namesTheAppDeclaresAreRenamedOrQualified() {
    let result = Self.generate()
    let listings = Self.section("ListingsViewController", in: result.output)
    #expect(listings.contains("enum StoryboardTypedSegue {"))
    #expect(listings.contains("-> StoryboardTypedSegue?"))
    let receipt = Self.section("ReceiptViewController", in: result.output)
    #expect(receipt.contains("func typedStoryboardSegue(for segue: UIStoryboardSegue)"))
    #expect(result.output.contains(": SegueKit.SceneType<Main, ArtworkViewController> {"))
    // The app declares no InitialSceneType: SegueKit's is named as before.
    #expect(result.output.contains(": InitialSceneType<Self, InitialController> {"))
    #expect(result.output.contains("typealias InitialController = ListingsViewController"))
    for expected in [
      "warning: ListingsViewController names the app's module-level TypedSegue unqualified, "
        + "which it would hide, so the generated TypedSegue of ListingsViewController is named "
        + "StoryboardTypedSegue.",
      "warning: ReceiptViewController declares a member named typedSegue itself, so the "
        + "generated typedSegue(for:) of ReceiptViewController is named typedStoryboardSegue(for:).",
      "warning: The app declares SceneType at module scope, so the generated code names "
        + "SegueKit's as SegueKit.SceneType.",
    ] {
      #expect(result.errors.contains(expected), "\(expected)")
    }
  }

  /// A member named like the function `typedSegue(for:)` calls, inherited from a superclass of
  /// the app: SegueKit's is called by its module's name, and only in that class.
  @Test func anInheritedMemberNamedLikeTheCalledFunctionIsPassedByQualifying() {
    let result = Self.generate()
    let receipt = Self.section("ReceiptViewController", in: result.output)
    #expect(receipt.contains(".showListings(SegueKit.segueDestination(segue, from: self))"))
    let artwork = Self.section("ArtworkViewController", in: result.output)
    #expect(artwork.contains(".showOrders(segueDestination(segue, from: self))"))
    #expect(
      result.errors.contains(
        "warning: ReceiptViewController inherits a member named segueDestination from "
          + "PaymentViewController, which would hide the function the generated "
          + "typedSegue(for:) of ReceiptViewController calls, so it calls "
          + "SegueKit.segueDestination.\n"))
  }

  /// The class's own member, and a module-level function of the app, which Swift prefers to
  /// an imported one.
  @Test(arguments: [
    (
      "final class ArtworkViewController: UIViewController {\n  func segueDestination() {}\n}\n",
      "ArtworkViewController declares a member named segueDestination itself"
    ),
    (
      "func segueDestination() {}\n",
      "The app declares segueDestination at module scope"
    ),
  ])
  func anOwnOrModuleLevelNameLikeTheCalledFunctionIsPassedByQualifying(
    _ source: String, _ why: String
  ) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try directory.write(source, to: "App.swift")
    let result = GenerateFixtures.run([
      "--module", "Artsy", "--sources", file, GenerateFixtures.path(Self.fixture),
    ])
    let artwork = Self.section("ArtworkViewController", in: result.output)
    #expect(artwork.contains(".showOrders(SegueKit.segueDestination(segue, from: self))"))
    #expect(result.errors.contains("warning: \(why), which would hide the function"))
  }
}
