import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// EMBRACE's Info.plist launches `MainStoryboard_iPhone` on a phone, a storyboard the target
/// does not copy (lint warns of it), and its code opens no scene by a literal: `explore`
/// stopped with exit status 1 and "No storyboard is named Main", a name the app never gives.
/// Such a target is passed over now, naming the storyboard its Info.plist launches.
@Suite struct UncopiedLaunchStoryboardTests {
  @Test func aTargetLaunchingAStoryboardItDoesNotCopyIsPassedOver() throws {
    let copy = try TemporaryDirectory()
    defer { copy.remove() }
    try FileManager.default.copyItem(
      atPath: Snapshot.fixture("SharedStoryboard"), toPath: copy.path + "/App")
    let plist = copy.path + "/App/Extension/Info.plist"
    let text = try String(contentsOfFile: plist, encoding: .utf8)
    try FileManager.default.removeItem(atPath: plist)
    try copy.write(
      text.replacingOccurrences(
        of: "<key>NSExtensionPrincipalClass</key>",
        with: "<key>NSExtensionMainStoryboard</key>\n\t\t<string>Missing</string>\n"
          + "\t\t<key>NSExtensionPrincipalClass</key>"),
      to: "App/Extension/Info.plist")
    let captured = CapturedConsole()
    let status = SegueTool.run(["explore", copy.path + "/App"], console: captured.console)
    #expect(status == .success)
    #expect(!captured.standardError.contains("No storyboard is named Main"))
    #expect(
      captured.standardOutput.contains(
        "== target Extension (iOS, phone, main storyboard Missing)\nsegue explore: its "
          + "Info.plist launches 'Missing', a storyboard the target does not copy, and no code it "
          + "holds opens one of its scenes by a name the sources show; nothing explored (explore "
          + "one with --start).\n"))
  }
}
