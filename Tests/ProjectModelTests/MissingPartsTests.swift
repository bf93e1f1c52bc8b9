import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import ProjectModel

/// Projects with a part missing or wrong: a warning naming the file or setting, located in the
/// file that names it, and the rest of the project read.
@Suite struct MissingPartsTests {
  private func copy(editing edit: (String) -> String = { $0 }) throws -> TemporaryDirectory {
    try FixtureCopy.make(editing: edit)
  }

  @Test func aMissingInfoPlistIsAWarningNamingIt() throws {
    let directory = try copy()
    defer { directory.remove() }
    try FileManager.default.removeItem(atPath: directory.path + "/Project/MacApp/Info.plist")
    let project = try Project.load(at: directory.path + "/Project")
    #expect(project.target(named: "MacApp")?.entryPoints == [])
    #expect(
      project.diagnostics.map(\.message) == [
        "The Info.plist 'MacApp/Info.plist' of target 'MacApp' (INFOPLIST_FILE) is missing; its "
          + "entry points are unknown."
      ])
    #expect(project.diagnostics.first?.severity == .warning)
  }

  /// Tweetometer names a storyboard by a path on its author's disk (`/Users/…`): the warning
  /// shows it as written, not as `../../../Users/…` from the project's folder.
  @Test func aMissingFileNamedByAnAbsolutePathIsShownAsWritten() throws {
    let directory = try copy {
      $0.replacingOccurrences(
        of: "INFOPLIST_FILE = MacApp/Info.plist;",
        with: "INFOPLIST_FILE = /Users/someone/App/Info.plist;")
    }
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    #expect(
      project.diagnostics.map(\.message).contains(
        "The Info.plist '/Users/someone/App/Info.plist' of target 'MacApp' (INFOPLIST_FILE) is "
          + "missing; its entry points are unknown."))
  }

  /// Cuisiner generates its Info.plist keys (`INFOPLIST_KEY_UIMainStoryboardFile`) on top of a
  /// file on its author's disk: the keys are read, and only what the file adds is unknown.
  @Test func aMissingInfoPlistBesideGeneratedKeysLeavesOnlyWhatItAddsUnknown() throws {
    let directory = try copy {
      $0.replacingOccurrences(
        of: "INFOPLIST_FILE = MacApp/Info.plist;",
        with: "INFOPLIST_FILE = Gone/Info.plist; GENERATE_INFOPLIST_FILE = YES; "
          + "INFOPLIST_KEY_NSMainStoryboardFile = Main;")
    }
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    #expect(
      project.diagnostics.map(\.message).contains(
        "The Info.plist 'Gone/Info.plist' of target 'MacApp' (INFOPLIST_FILE) is "
          + "missing; the entry points it adds to those of the INFOPLIST_KEY_ settings are "
          + "unknown."))
    #expect(project.target(named: "MacApp")?.entryPoints.isEmpty == false)
  }

  @Test func aSettingThatReferencesItselfIsAWarningNotAHang() throws {
    let directory = try copy {
      $0.replacingOccurrences(
        of: "MACOSX_DEPLOYMENT_TARGET = 12.0;",
        with: "MACOSX_DEPLOYMENT_TARGET = \"$(OTHER)12\";\n"
          + "\t\t\t\tOTHER = \"$(MACOSX_DEPLOYMENT_TARGET)\";")
    }
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    let warning = try #require(project.diagnostics.first)
    #expect(warning.message.contains("references itself"))
    #expect(warning.message.contains("'MacApp'"))
    // Located at the target's definition in the project file.
    #expect(warning.location?.line ?? 0 > 1)
    #expect(project.target(named: "MacApp")?.deploymentTarget == "12")
  }

  /// A target's or an xcconfig's value that names its own setting takes the level below (the
  /// project, the xcconfig), as Xcode reads it: no warning, nothing lost (xDrip's watch app).
  @Test func aSettingNamingItselfOverALevelBelowIsNoWarning() throws {
    let directory = try copy {
      $0.replacingOccurrences(
        of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) PHONE\";",
        with:
          "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(SWIFT_ACTIVE_COMPILATION_CONDITIONS) PHONE\";")
    }
    defer { directory.remove() }
    try "SWIFT_ACTIVE_COMPILATION_CONDITIONS = ${SWIFT_ACTIVE_COMPILATION_CONDITIONS} APP\n".write(
      toFile: directory.path + "/Project/Config/App.xcconfig", atomically: true, encoding: .utf8)
    let project = try Project.load(at: directory.path + "/Project")
    #expect(project.diagnostics.map(\.message) == [])
    #expect(
      project.target(named: "PhoneApp")?.conditions == [
        "COMMON", "PROJECT", "RELEASE", "APP", "PHONE",
      ])
  }

  @Test func aTargetWhoseFolderIsMissingIsAWarningAndItsFilesAreLeftOut() throws {
    let directory = try copy()
    defer { directory.remove() }
    try FileManager.default.removeItem(atPath: directory.path + "/Project/Kit")
    try FileManager.default.removeItem(atPath: directory.path + "/Project/Generated")
    let project = try Project.load(at: directory.path + "/Project")
    #expect(project.target(named: "Kit")?.storyboards == [])
    // Code may still name the storyboard the checkout lacks.
    #expect(
      project.target(named: "Kit")?.missingStoryboards.map(StoryboardDocument.name(ofPath:)) == [
        "Kit"
      ])
    #expect(
      project.diagnostics.map(\.message).sorted() == [
        "The folder 'Generated' of a synchronized group is missing; its files are left out.",
        "The folder 'Kit' of target 'Kit' is missing; its 2 files are left out.",
      ])
    // A synchronized folder's warning is about the targets that hold it (Threema's UI tests'
    // folders are not in its public repository): where none is judged, it is counted, not
    // shown.
    let generated = try #require(
      project.diagnostics.first { $0.message.hasPrefix("The folder 'Generated'") })
    #expect(project.diagnosticTargets[generated] == ["Generated"])
    // Threema's `ScreenshotsWithData` is held by no target, only named by its exception sets,
    // whose membership exceptions add its files to those targets.
    let unheld = try FixtureCopy.make {
      $0.replacingOccurrences(
        of: "\t\t\tfileSystemSynchronizedGroups = (\n\t\t\t\tS40000000000000000000001 /* Generated "
          + "*/,\n\t\t\t);\n", with: "")
    }
    defer { unheld.remove() }
    try FileManager.default.removeItem(atPath: unheld.path + "/Project/Generated")
    let named = try Project.load(at: unheld.path + "/Project")
    let folder = try #require(
      named.diagnostics.first { $0.message.hasPrefix("The folder 'Generated'") })
    #expect(named.diagnosticTargets[folder] == ["Generated"])
  }

  /// The Corona-Warn-App names `PDFGeneration`, which its repository spells `PdfGeneration`:
  /// on macOS's case-insensitive file system Xcode builds its files, so they are read, with no
  /// warning; a folder whose case matches no entry is still missing.
  @Test func aFolderThatDiffersInCaseOnlyIsReadAsXcodeReadsItOnMacOS() throws {
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.moveItem(atPath: folder + "/Kit", toPath: folder + "/kIT")
    let project = try Project.load(at: folder)
    #expect(project.diagnostics.isEmpty)
    let kit = try #require(project.target(named: "Kit"))
    #expect(kit.storyboards.map(project.relativePath) == ["kIT/Kit.storyboard"])
    #expect(kit.sources.map(project.relativePath) == ["kIT/KitViewController.swift"])
    #expect(kit.missingStoryboards.isEmpty)
    try FileManager.default.moveItem(atPath: folder + "/kIT", toPath: folder + "/Kits")
    #expect(
      try Project.load(at: folder).diagnostics.map(\.message) == [
        "The folder 'Kit' of target 'Kit' is missing; its 2 files are left out."
      ])
  }

  /// xDrip's `INFOPLIST_FILE` is `xdrip/Supporting Files/Info.plist`, its folder `xDrip`: Xcode
  /// reads it on macOS, so its entry points are read, with no "is missing" warning.
  @Test func anInfoPlistWhoseFolderDiffersInCaseOnlyIsRead() throws {
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    let entryPoints = try #require(Project.load(at: folder).target(named: "MacApp")).entryPoints
    #expect(!entryPoints.isEmpty)
    try FileManager.default.moveItem(atPath: folder + "/MacApp", toPath: folder + "/macApp")
    let project = try Project.load(at: folder)
    #expect(project.diagnostics.map(\.message) == [])
    let app = try #require(project.target(named: "MacApp"))
    #expect(app.entryPoints == entryPoints)
    guard case .file(let path, _) = app.infoPlist else {
      Issue.record("MacApp's Info.plist was not read from its file: \(app.infoPlist)")
      return
    }
    #expect(project.relativePath(path) == "macApp/Info.plist")
  }

  /// Ello's checkout holds `Sources/Model` and `Sources/model`, one folder on macOS: the project
  /// names `Model/Regions/RegionKind.swift`, which is in `model`. A file is looked for in every
  /// spelling of its folder, not only the one that matches exactly.
  @Test func aFileInAnotherSpellingOfItsFolderIsReadAsXcodeReadsItOnMacOS() throws {
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.createDirectory(
      atPath: folder + "/kIT", withIntermediateDirectories: false)
    try FileManager.default.moveItem(
      atPath: folder + "/Kit/KitViewController.swift",
      toPath: folder + "/kIT/KitViewController.swift")
    let project = try Project.load(at: folder)
    #expect(project.diagnostics.isEmpty)
    let kit = try #require(project.target(named: "Kit"))
    #expect(kit.storyboards.map(project.relativePath) == ["Kit/Kit.storyboard"])
    #expect(kit.sources.map(project.relativePath) == ["kIT/KitViewController.swift"])
  }

  /// Communiqué's project spells its folder decomposed (`e` and a combining accent, as macOS
  /// wrote it) and its checkout holds that folder with one file beside a precomposed one with
  /// the rest: one folder on macOS, whose file system ignores the difference, two on Linux.
  @Test func aFolderThatDiffersInUnicodeNormalizationOnlyIsReadAsXcodeReadsItOnMacOS() throws {
    let decomposed = "Kite\u{301}"
    let precomposed = "Kit\u{e9}"
    let directory = try copy {
      $0.replacingOccurrences(of: "path = Kit;", with: "path = \"\(decomposed)\";")
    }
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.createDirectory(
      atPath: folder + "/" + decomposed, withIntermediateDirectories: false)
    try FileManager.default.moveItem(
      atPath: folder + "/Kit/Kit.storyboard", toPath: folder + "/" + decomposed + "/Kit.storyboard")
    try FileManager.default.moveItem(atPath: folder + "/Kit", toPath: folder + "/" + precomposed)
    let project = try Project.load(at: folder)
    #expect(project.diagnostics.map(\.message) == [])
    let kit = try #require(project.target(named: "Kit"))
    #expect(kit.storyboards.count == 1)
    #expect(
      kit.sources.map { Array(project.relativePath($0).utf8) } == [
        Array((precomposed + "/KitViewController.swift").utf8)
      ])
  }

  /// Trust Wallet compiles `R.generated.swift`, which R.swift's build phase writes and its
  /// `.gitignore` names (`*.generated.swift`): no clone has it, so it is a note that its code is
  /// not read, not a warning. A missing file the repository does not ignore is still a warning,
  /// and outside a git checkout no `.gitignore` counts.
  @Test func aMissingFileTheRepositoryIgnoresIsANoteNotAWarning() throws {
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.removeItem(atPath: folder + "/PhoneApp/AppDelegate.swift")
    try FileManager.default.removeItem(atPath: folder + "/Kit/KitViewController.swift")
    try "# build products\n*Delegate.swift\n".write(
      toFile: directory.path + "/.gitignore", atomically: true, encoding: .utf8)
    let warnings = [
      "The file 'Kit/KitViewController.swift' of target 'Kit' is missing; left out.",
      "The file 'PhoneApp/AppDelegate.swift' of target 'PhoneApp' is missing; left out.",
    ]
    #expect(try Project.load(at: folder).diagnostics.map(\.message).sorted() == warnings)
    try FileManager.default.createDirectory(
      atPath: directory.path + "/.git", withIntermediateDirectories: false)
    let project = try Project.load(at: folder)
    #expect(
      project.diagnostics.map { "\($0.severity): \($0.message)" }.sorted() == [
        "note: The file 'PhoneApp/AppDelegate.swift' of target 'PhoneApp' is missing, and the "
          + "repository's .gitignore keeps it out of every checkout (made by a build phase, or "
          + "kept on its author's disk): what it declares is not read.",
        "warning: " + warnings[0],
      ])
    // Still known as missing: a class named like it is not checked rather than not declared.
    #expect(
      project.target(named: "PhoneApp")?.missingSources.map(project.relativePath) == [
        "PhoneApp/AppDelegate.swift"
      ])
  }

  /// loose-leaf compiles files of seven git submodules (AFNetworking, Mixpanel…) that a plain
  /// clone leaves as empty folders: one note per target names them and how to check them out,
  /// not a warning per folder. A file missing from a submodule that is checked out is still a
  /// warning.
  @Test func filesOfASubmoduleNotCheckedOutAreOneNoteNotWarnings() throws {
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    let kit = ["Kit/Kit.storyboard", "Kit/KitViewController.swift"]
    for file in kit + ["PhoneApp/AppDelegate.swift"] {
      try FileManager.default.removeItem(atPath: folder + "/" + file)
    }
    try FileManager.default.createDirectory(
      atPath: directory.path + "/.git", withIntermediateDirectories: false)
    try "[submodule \"Kit\"]\n\tpath = Project/Kit\n\turl = https://example.com/kit.git\n"
      .appending("[submodule \"App\"]\n\tpath = Project/PhoneApp\n")
      .write(toFile: directory.path + "/.gitmodules", atomically: true, encoding: .utf8)
    let project = try Project.load(at: folder)
    #expect(
      project.diagnostics.map { "\($0.severity): \($0.message)" }.sorted() == [
        "note: 2 files of target 'Kit' are missing in the git submodule 'Project/Kit', not "
          + "checked out (`git submodule update --init` brings them): what they declare is not "
          + "read.",
        "warning: The file 'PhoneApp/AppDelegate.swift' of target 'PhoneApp' is missing; left out.",
      ])
    #expect(
      project.target(named: "Kit")?.missingSources.map(project.relativePath) == [
        "Kit/KitViewController.swift"
      ])
  }

  /// iAmiga's `.gitignore` names `Submodules/`, where its git submodule STObjCToolbelt lies
  /// empty in a plain clone: the note says to check the submodule out, which brings the files,
  /// not that a build phase makes them.
  @Test func filesOfASubmoduleTheRepositoryAlsoIgnoresAreTheSubmoduleNote() throws {
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    for file in ["Kit/Kit.storyboard", "Kit/KitViewController.swift"] {
      try FileManager.default.removeItem(atPath: folder + "/" + file)
    }
    try FileManager.default.createDirectory(
      atPath: directory.path + "/.git", withIntermediateDirectories: false)
    try "[submodule \"Kit\"]\n\tpath = Project/Kit\n\turl = https://example.com/kit.git\n"
      .write(toFile: directory.path + "/.gitmodules", atomically: true, encoding: .utf8)
    try "Project/Kit/\n".write(
      toFile: directory.path + "/.gitignore", atomically: true, encoding: .utf8)
    let project = try Project.load(at: folder)
    #expect(
      project.diagnostics.map { "\($0.severity): \($0.message)" } == [
        "note: 2 files of target 'Kit' are missing in the git submodule 'Project/Kit', not "
          + "checked out (`git submodule update --init` brings them): what they declare is not "
          + "read."
      ])
  }

  @Test func aMissingXcconfigIsAWarningWhereItIsNamed() throws {
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.removeItem(atPath: folder + "/Config/Common.xcconfig")
    try FileManager.default.removeItem(atPath: folder + "/Config/App.xcconfig")
    let project = try Project.load(at: folder)
    #expect(project.target(named: "PhoneApp")?.conditions == ["PROJECT", "RELEASE", "PHONE"])
    let shown = project.diagnostics.map {
      "\(project.relativePath($0.path ?? "")):\($0.location?.line ?? 0): \($0.message)"
    }
    #expect(shown.count == 3)
    #expect(
      shown.contains(
        "Config/Project.xcconfig:1: The included file 'Common.xcconfig' is missing; "
          + "its settings are left out."))
    #expect(
      shown.filter {
        $0.hasPrefix("Fixture.xcodeproj/project.pbxproj:")
          && $0.hasSuffix(
            ": The configuration file 'Config/App.xcconfig' that the Release "
              + "configuration is based on is missing; its settings are left out.")
      }.count == 2)
  }

  /// The warning that a target's configuration file is missing is about that target, as one
  /// about its Info.plist is: lint counts it on its one line when the target is not judged
  /// (objc.io's NestedTodoList's test bundle, whose xcconfig alone was missing).
  @Test func aMissingXcconfigOfATargetsConfigurationIsAboutThatTarget() throws {
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.removeItem(atPath: folder + "/Config/App.xcconfig")
    let project = try Project.load(at: folder)
    let missing = project.diagnostics.filter { $0.message.contains("'Config/App.xcconfig'") }
    #expect(missing.count == 2)
    #expect(Set(missing.flatMap { project.diagnosticTargets[$0] ?? [] }) == ["PhoneApp", "MacApp"])
  }

  /// Moblin's `Base.xcconfig` includes `User.xcconfig`, which its README has each developer
  /// make and its `.gitignore` names: no clone has it, so it is a note, not a warning.
  @Test func aMissingIncludeTheRepositoryIgnoresIsANoteNotAWarning() throws {
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.removeItem(atPath: folder + "/Config/Common.xcconfig")
    try FileManager.default.createDirectory(
      atPath: directory.path + "/.git", withIntermediateDirectories: false)
    try "Project/Config/Common.xcconfig\n".write(
      toFile: directory.path + "/.gitignore", atomically: true, encoding: .utf8)
    let project = try Project.load(at: folder)
    #expect(
      project.diagnostics.map {
        "\($0.severity): \(project.relativePath($0.path ?? "")):\($0.location?.line ?? 0): "
          + $0.message
      } == [
        "note: Config/Project.xcconfig:1: The included file 'Common.xcconfig' is missing, and "
          + "the repository's .gitignore keeps it out of every checkout (made by a build step "
          + "or a script, or kept on its author's disk): its settings are left out."
      ])
  }

  /// netguru's baby monitor includes xcconfigs of a Carthage checkout its `.gitignore` names:
  /// the note says `carthage checkout` makes them (it named Flutter).
  @Test func aMissingIgnoredIncludeOfACarthageCheckoutSaysSo() throws {
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    let file = folder + "/Config/Project.xcconfig"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try text.replacingOccurrences(
      of: "#include \"Common.xcconfig\"",
      with: "#include \"../Carthage/Checkouts/xcconfigs/Common.xcconfig\""
    ).write(toFile: file, atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: directory.path + "/.git", withIntermediateDirectories: false)
    try "Project/Carthage/Checkouts\n".write(
      toFile: directory.path + "/.gitignore", atomically: true, encoding: .utf8)
    let project = try Project.load(at: folder)
    #expect(
      project.diagnostics.map(\.message).contains(
        "The included file '../Carthage/Checkouts/xcconfigs/Common.xcconfig' is missing, and "
          + "the repository's .gitignore keeps it out of every checkout (a Carthage checkout, "
          + "which `carthage checkout` makes): its settings are left out."))
  }

  /// A Flutter app's `ios/Flutter/Release.xcconfig` includes `Generated.xcconfig` beside it,
  /// which `flutter pub get` writes and `.gitignore` names.
  @Test func aMissingIgnoredIncludeBesideFlutterSettingsNamesFlutter() throws {
    let directory = try copy {
      $0.replacingOccurrences(of: "path = Config;", with: "path = Flutter;")
    }
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.moveItem(atPath: folder + "/Config", toPath: folder + "/Flutter")
    try FileManager.default.removeItem(atPath: folder + "/Flutter/Common.xcconfig")
    try FileManager.default.createDirectory(
      atPath: directory.path + "/.git", withIntermediateDirectories: false)
    try "Common.xcconfig\n".write(
      toFile: directory.path + "/.gitignore", atomically: true, encoding: .utf8)
    let project = try Project.load(at: folder)
    #expect(
      project.diagnostics.map(\.message).contains(
        "The included file 'Common.xcconfig' is missing, and the repository's .gitignore keeps "
          + "it out of every checkout (made by Flutter's `flutter pub get`): its settings are "
          + "left out."))
  }

  /// The xcconfig CocoaPods writes for the fixture's PhoneApp.
  static let podsXcconfig = "Pods/Target Support Files/Pods-PhoneApp/Pods-PhoneApp.release.xcconfig"

  /// A copy of the fixture whose App.xcconfig reference names ``podsXcconfig`` instead, as a
  /// CocoaPods app's project does.
  private func copyBasedOnPodsXcconfig(
    _ pods: String = MissingPartsTests.podsXcconfig
  ) throws -> TemporaryDirectory {
    try copy { text in
      text.replacingOccurrences(
        of: "path = App.xcconfig; sourceTree = \"<group>\";",
        with: "path = \"\(pods)\"; sourceTree = SOURCE_ROOT;")
    }
  }

  /// A fresh clone of a CocoaPods app before `pod install` lacks the Pods folder and every
  /// xcconfig in it: one note for the project says so (Bark, Yep, Live: a warning per
  /// configuration before). A Pods folder without the xcconfig is still a warning.
  @Test func missingPodsXcconfigsAreOneNoteBeforePodInstall() throws {
    let pods = Self.podsXcconfig
    let directory = try copyBasedOnPodsXcconfig()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    let before = try Project.load(at: folder).diagnostics.filter { $0.message.contains("Pods") }
    #expect(before.map(\.severity) == [.note])
    #expect(
      before.first?.message
        == "The Pods folder is missing, as in a checkout before `pod install`, so the "
        + "configuration files CocoaPods writes there ('\(pods)') are not read, nor are the "
        + "settings they add; run `pod install` to have them read.")

    try FileManager.default.createDirectory(
      atPath: folder + "/Pods", withIntermediateDirectories: false)
    let after = try Project.load(at: folder).diagnostics.filter { $0.message.contains("Pods") }
    #expect(after.count == 2)
    #expect(after.allSatisfy { $0.severity == .warning && $0.message.contains("is missing;") })
  }

  /// CocoaPods before 0.34 wrote its xcconfigs straight into the Pods folder
  /// (`Pods/Pods-App.xcconfig`): objc.io's NestedTodoList, before `pod install`, is the same
  /// note, not a warning. With the Pods folder, the file missing is still a warning.
  @Test func missingXcconfigsOfAnOldCocoaPodsAreTheNoteBeforePodInstall() throws {
    let pods = "Pods/Pods-PhoneApp.xcconfig"
    let directory = try copyBasedOnPodsXcconfig(pods)
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    let before = try Project.load(at: folder).diagnostics.filter { $0.message.contains("Pods") }
    #expect(before.map(\.severity) == [.note])
    #expect(before.first?.message.contains("('\(pods)')") == true)

    try FileManager.default.createDirectory(
      atPath: folder + "/Pods", withIntermediateDirectories: false)
    let after = try Project.load(at: folder).diagnostics.filter { $0.message.contains("Pods") }
    #expect(after.count == 2)
    #expect(after.allSatisfy { $0.severity == .warning && $0.message.contains("is missing;") })
  }

  /// GITGET committed a few files of its Pods folder before its `.gitignore` named `Pods/`:
  /// the folder is there, but the xcconfigs CocoaPods writes into it are in no clone, so each
  /// is a note, not a warning.
  @Test func aPodsXcconfigTheRepositoryIgnoresIsANoteBesideACommittedPodsFolder() throws {
    let pods = Self.podsXcconfig
    let directory = try copyBasedOnPodsXcconfig()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try FileManager.default.createDirectory(
      atPath: folder + "/Pods/SwiftSoup", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: directory.path + "/.git", withIntermediateDirectories: false)
    try "Pods/\n".write(toFile: directory.path + "/.gitignore", atomically: true, encoding: .utf8)
    let notes = try Project.load(at: folder).diagnostics.filter { $0.message.contains("Pods") }
    #expect(notes.count == 2)
    #expect(
      notes.allSatisfy {
        $0.severity == .note
          && $0.message
            == "The configuration file '\(pods)' that the Release configuration is based on is "
            + "missing, and the repository's .gitignore keeps it out of every checkout (written "
            + "by a tool, such as CocoaPods' `pod install`, or kept on its author's disk): its "
            + "settings are left out."
      })
  }

  /// An app's own xcconfig may `#include` the one CocoaPods writes, from a folder below the
  /// project's (Papr's `Papr/Release.xcconfig`): before `pod install` that include joins the
  /// project's one note, the app's own settings still read. With a Pods folder, a warning.
  @Test func aMissingPodsXcconfigIncludedByTheAppsOwnIsTheNoteBeforePodInstall() throws {
    let pods = "Pods/Target Support Files/Pods-PhoneApp/Pods-PhoneApp.release.xcconfig"
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try "#include \"\(pods)\"\nPRODUCT_MODULE_NAME = OwnSettingsRead\n".write(
      toFile: folder + "/Config/App.xcconfig", atomically: true, encoding: .utf8)
    let project = try Project.load(at: folder)
    let before = project.diagnostics.filter { $0.message.contains("Pods") }
    #expect(before.map(\.severity) == [.note])
    #expect(before.first?.message.contains("('\(pods)')") == true)
    #expect(project.targets.contains { $0.moduleName == "OwnSettingsRead" })

    try FileManager.default.createDirectory(
      atPath: folder + "/Pods", withIntermediateDirectories: false)
    let after = try Project.load(at: folder).diagnostics.filter { $0.message.contains("Pods") }
    #expect(!after.isEmpty)
    #expect(
      after.allSatisfy {
        $0.severity == .warning
          && $0.message == "The included file '\(pods)' is missing; its "
            + "settings are left out."
      })
  }

  /// Every Flutter app's `ios/Flutter/Release.xcconfig` includes its Pods xcconfig with
  /// `#include?`, which Xcode passes over when it is missing (medito's app): before `pod
  /// install` it is still one of the files the project's note names, not left out silently
  /// (the note named only the test bundle's). With a Pods folder, it is passed over as Xcode
  /// does.
  @Test func anOptionalPodsIncludeJoinsTheNoteBeforePodInstall() throws {
    let pods = Self.podsXcconfig
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try "#include? \"\(pods)\"\nPRODUCT_MODULE_NAME = OwnSettingsRead\n".write(
      toFile: folder + "/Config/App.xcconfig", atomically: true, encoding: .utf8)
    let project = try Project.load(at: folder)
    let before = project.diagnostics.filter { $0.message.contains("Pods") }
    #expect(before.map(\.severity) == [.note])
    #expect(before.first?.message.contains("('\(pods)')") == true)
    #expect(project.targets.contains { $0.moduleName == "OwnSettingsRead" })

    try FileManager.default.createDirectory(
      atPath: folder + "/Pods", withIntermediateDirectories: false)
    let after = try Project.load(at: folder).diagnostics.filter { $0.message.contains("Pods") }
    #expect(after.isEmpty)
  }

  /// Xcode reads a `project.pbxproj` written as an XML property list too (ashfurrow's C-41):
  /// a warning at an object is at its `<key>ID</key>` line there, not at the file's first line.
  @Test func aWarningInAnXMLProjectIsAtItsObjectsKey() throws {
    let directory = try copy()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    let file = folder + "/Fixture.xcodeproj/project.pbxproj"
    let plist = try PropertyListSerialization.propertyList(
      from: try Data(contentsOf: URL(fileURLWithPath: file)), format: nil)
    let xml = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    try xml.write(to: URL(fileURLWithPath: file))
    try FileManager.default.removeItem(atPath: folder + "/Config/App.xcconfig")
    let project = try Project.load(at: folder)
    let lines = String(decoding: xml, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let keyLines = Set(
      ["C10000000000000000000002", "C20000000000000000000002"].compactMap { id in
        lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "<key>\(id)</key>" }
          .map { $0 + 1 }
      })
    #expect(keyLines.count == 2)
    let located = project.diagnostics.filter {
      $0.message.hasPrefix("The configuration file 'Config/App.xcconfig'")
    }.compactMap(\.location?.line)
    #expect(Set(located) == keyLines)
  }

  /// A target that sets no SDK is built by Xcode for macOS, its default `SDKROOT` (CocoaPods'
  /// app): read so, saying it; unless a configuration file that may set it is missing.
  @Test func aTargetWithoutAnSDKIsReadForMacOSSayingSo() throws {
    let withoutSDK = { (text: String) in
      text.replacingOccurrences(
        of: "\t\t\t\t\"PRODUCT_MODULE_NAME[config=Release][sdk=macosx*]\" = MacShell;\n"
          + "\t\t\t\tSDKROOT = macosx;\n",
        with: "")
    }
    let directory = try copy(editing: withoutSDK)
    defer { directory.remove() }
    let project = try Project.load(at: directory.path + "/Project")
    #expect(project.target(named: "MacApp")?.platform == .macOS)
    let note = try #require(project.diagnostics.first { $0.message.contains("MacApp") })
    #expect(note.severity == .note)
    #expect(
      note.message
        == "Target 'MacApp' sets neither SDKROOT nor SUPPORTED_PLATFORMS; it is read for macOS, "
        + "Xcode's default SDK.")

    try FileManager.default.removeItem(atPath: directory.path + "/Project/Config/App.xcconfig")
    let incomplete = try Project.load(at: directory.path + "/Project")
    #expect(incomplete.target(named: "MacApp")?.platform == nil)
  }

  /// The bridging header a target names (`$PROJECT_DIR` written without brackets, as Threema
  /// writes it) is read with its sources, so Swift's view of Objective-C is the build's.
  @Test func theBridgingHeaderIsAmongTheHeadersRead() throws {
    let directory = try copy {
      $0.replacingOccurrences(
        of: "\t\t\t\tINFOPLIST_FILE = MacApp/Info.plist;\n",
        with: "\t\t\t\tINFOPLIST_FILE = MacApp/Info.plist;\n"
          + "\t\t\t\tSWIFT_OBJC_BRIDGING_HEADER = \"$PROJECT_DIR/MacApp/Mac-Bridging-Header.h\";\n")
    }
    defer { directory.remove() }
    try directory.write("#import \"Legacy.h\"\n", to: "Project/MacApp/Mac-Bridging-Header.h")
    let project = try Project.load(at: directory.path + "/Project")
    let headers = try #require(project.target(named: "MacApp")?.headers)
    #expect(headers.map { ($0 as NSString).lastPathComponent } == ["Mac-Bridging-Header.h"])
  }
}
