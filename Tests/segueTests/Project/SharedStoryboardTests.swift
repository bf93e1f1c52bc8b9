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
    // extension does not compile. A note says where the storyboard is judged.
    #expect(
      out
        == "Shared/Settings.storyboard: note: Target 'Extension' builds this storyboard but "
        + "loads none of its scenes: nothing it launches, no identifier or storyboard its code "
        + "opens, and no segue or reference from those leads to them, so it is judged only in "
        + "'App', which loads it; untick the target's membership if it does not need it.\n"
        + "Shared/Settings.storyboard:16:17: warning: No source declares 'AboutViewController', "
        + "the custom class of this controller. [custom-class-not-found]\n")
    #expect(err.hasSuffix("segue lint: 1 storyboard(s), 0 error(s), 1 warning(s).\n"))
  }

  @Test func exploreLaunchesTheAppAndPassesOverTheExtension() {
    let (status, out, _) = Self.run(["explore", Self.folder])
    #expect(status == .success)
    #expect(out.contains("== target App (iOS, phone, no main storyboard)"))
    #expect(
      out.contains(
        "== target Extension (iOS, phone, no main storyboard)\nsegue explore: its Info.plist "
          + "launches no storyboard, and no code it holds opens one of its scenes by a name the "
          + "sources show; nothing explored (explore one with --target and --start).\n"))
  }

  /// Monotone builds its windows in code; its Info.plist names no storyboard, yet it keeps a
  /// Main storyboard with no initial controller whose scenes no code opens. UIKit never loads
  /// it, and explore stopped with "no initial view controller": each target is passed over.
  @Test func aMainStoryboardNoInfoPlistNamesIsPassedOverWithoutAnInitialController() throws {
    let copy = try TemporaryDirectory()
    defer { copy.remove() }
    try FileManager.default.copyItem(atPath: Self.folder, toPath: copy.path + "/App")
    let project = copy.path + "/App/SharedStoryboard.xcodeproj/project.pbxproj"
    let pbxproj = try String(contentsOfFile: project, encoding: .utf8)
    try copy.write(
      pbxproj.replacingOccurrences(of: "Settings.storyboard", with: "Main.storyboard"),
      to: "App/SharedStoryboard.xcodeproj/project.pbxproj")
    let storyboard = copy.path + "/App/Shared/Settings.storyboard"
    let scenes = try String(contentsOfFile: storyboard, encoding: .utf8)
    try FileManager.default.removeItem(atPath: storyboard)
    try copy.write(
      scenes.replacingOccurrences(of: " initialViewController=\"Stg-00-Ctl\"", with: ""),
      to: "App/Shared/Main.storyboard")
    let captured = CapturedConsole()
    let status = SegueTool.run(["explore", copy.path + "/App"], console: captured.console)
    #expect(status == .success)
    #expect(!captured.standardError.contains("no initial view controller"))
    for target in ["App", "Extension"] {
      #expect(
        captured.standardOutput.contains(
          "== target \(target) (iOS, phone, no main storyboard)\nsegue explore: its Info.plist "
            + "launches no storyboard"))
    }
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
    #expect(!captured.standardOutput.contains("loads none of its scenes"))
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

  /// tls-inspector's Safari extension builds the app's Main storyboard and opens some of its
  /// scenes; the scenes only the app's controllers lead to, whose classes only the app
  /// compiles, were two false findings in the extension. A scene that a target builds but
  /// never opens or reaches by a segue or reference, and that another target loads, is judged
  /// only there, and a note says so.
  @Test func aSceneTheTargetNeverLoadsIsJudgedWhereItIsLoaded() throws {
    func lint(extensionOpens call: String) throws -> (out: String, err: String) {
      let copy = try TemporaryDirectory()
      defer { copy.remove() }
      try FileManager.default.copyItem(atPath: Self.folder, toPath: copy.path + "/App")
      try copy.write(
        """
        import UIKit

        final class ShareViewController: UIViewController {
          func open() { _ = UIStoryboard(name: "Settings", bundle: nil).\(call) }
        }
        """, to: "App/Extension/ShareViewController.swift")
      let captured = CapturedConsole()
      _ = SegueTool.run(["lint", copy.path + "/App"], console: captured.console)
      return (captured.standardOutput, captured.standardError)
    }
    // The extension opens the About scene only: the initial scene is the app's to judge.
    let about = try lint(extensionOpens: "instantiateViewController(withIdentifier: \"About\")")
    #expect(!about.out.contains("'SettingsViewController'"))
    #expect(
      about.out.contains(
        "note: Target 'Extension' builds this storyboard but never loads 1 of its scenes "
          + "(SettingsViewController): nothing it launches,"))
    #expect(about.out.contains("judged only in 'App', which loads them."))
    // A finding of both targets stays, in the scene both load.
    #expect(about.out.contains("No source declares 'AboutViewController'"))
    // Opening the initial scene, the extension judges it too.
    let initial = try lint(extensionOpens: "instantiateInitialViewController()")
    #expect(
      initial.out.contains(
        "No source declares 'SettingsViewController', the custom class of this controller. "
          + "[custom-class-not-found]\nnote: In target 'Extension' only;"))
    #expect(!initial.out.contains("never loads"))
  }

  /// Naming a storyboard loads none of its scenes; a scene opened by a computed identifier may
  /// be any scene of the storyboard the code names.
  @Test func whatTheExtensionOpensDecidesWhereTheStoryboardIsJudged() throws {
    func lint(extensionCalls call: String) throws -> String {
      let copy = try TemporaryDirectory()
      defer { copy.remove() }
      try FileManager.default.copyItem(atPath: Self.folder, toPath: copy.path + "/App")
      try copy.write(
        """
        import UIKit

        final class ShareViewController: UIViewController {
          func open(_ identifier: String) { _ = UIStoryboard(name: "Settings", bundle: nil)\(call) }
        }
        """, to: "App/Extension/ShareViewController.swift")
      let captured = CapturedConsole()
      _ = SegueTool.run(["lint", copy.path + "/App"], console: captured.console)
      return captured.standardOutput
    }
    let named = try lint(extensionCalls: "")
    #expect(named.contains("note: Target 'Extension' builds this storyboard but loads none"))
    #expect(!named.contains("'SettingsViewController'"))
    let computed = try lint(
      extensionCalls: ".instantiateViewController(withIdentifier: identifier)")
    #expect(!computed.contains("Target 'Extension' builds this storyboard"))
    #expect(
      computed.contains(
        "No source declares 'SettingsViewController', the custom class of this controller. "
          + "[custom-class-not-found]\nnote: In target 'Extension' only;"))
  }
}
