import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// Tests/Fixtures/SharedStoryboard, as OpenInTerminal is built: the app opens Settings.storyboard
/// and compiles its classes; its extension copies the same storyboard (its membership box
/// ticked) and compiles none of them, nor names the storyboard. Judged in the extension, every
/// class of it would be "declared by no source".
@Suite struct SharedStoryboardTests {
  static let folder = Snapshot.fixture("SharedStoryboard")

  static func run(_ arguments: [String]) -> (ExitCode, out: String, err: String) {
    CapturedConsole.run(arguments, stripping: folder)
  }

  @Test func lintJudgesTheStoryboardWhereItIsLoadedAndSaysSo() {
    let (status, out, err) = Self.run(["lint", Self.folder])
    #expect(status == .success)
    // The one true finding, once; not the app's own SettingsViewController, which the
    // extension does not compile.
    #expect(
      out
        == "Shared/Settings.storyboard:16:17: warning: No source declares 'AboutViewController', "
        + "the custom class of this controller. [custom-class-not-found]\n")
    #expect(
      err.contains(
        "Shared/Settings.storyboard: note: Target 'Extension' copies this storyboard but never "
          + "loads it"))
    #expect(err.contains("so it is judged only in 'App', which loads it;"))
  }

  @Test func exploreLaunchesTheAppAndPassesOverTheExtension() {
    let (status, out, _) = Self.run(["explore", Self.folder])
    #expect(status == .success)
    #expect(out.contains("== target App (iOS, phone, no launch storyboard)"))
    #expect(
      out.contains(
        "== target Extension (iOS, phone, no launch storyboard)\nsegue explore: its Info.plist "
          + "launches no storyboard, and no code it holds opens one of its scenes by a name the "
          + "sources show; nothing explored (explore one with --target and --start).\n"))
  }

  /// A target whose code names a storyboard by something other than a literal may load any:
  /// the extension's storyboard is judged there too.
  @Test func aComputedStoryboardNameKeepsTheStoryboardInTheTarget() throws {
    let copy = try TemporaryDirectory()
    defer { copy.remove() }
    try FileManager.default.copyItem(atPath: Self.folder, toPath: copy.path + "/App")
    try copy.write(
      """
      import UIKit

      final class ShareViewController: UIViewController {
        func open(_ name: String) { _ = UIStoryboard(name: name, bundle: nil) }
      }
      """, to: "App/Extension/ShareViewController.swift")
    let captured = CapturedConsole()
    _ = SegueTool.run(["lint", copy.path + "/App"], console: captured.console)
    let out = captured.standardOutput
    #expect(!captured.standardError.contains("copies this storyboard but never loads it"))
    // Judged in both targets, the finding of one says which: the app declares the class.
    #expect(
      out.contains(
        "No source declares 'SettingsViewController', the custom class of this controller. "
          + "[custom-class-not-found]\nnote: In target 'Extension' only; 'App' builds this "
          + "storyboard too, without this finding.\n"))
    // A finding of both targets names neither.
    #expect(
      out.contains(
        "No source declares 'AboutViewController', the custom class of this controller. "
          + "[custom-class-not-found]\n") && !out.contains("In target 'App'"))
  }
}
