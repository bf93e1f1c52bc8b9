import Foundation
import SegueTestSupport
import Testing

@testable import AppInputs
@testable import SegueCommandLine
@testable import segue

/// A repository whose `.xcodeproj` lies one to three folders below the `PATH`: the only one is
/// read, with a note; several are each read, named in one note, their targets told apart.
@Suite struct NestedProjectTests {
  static func run(_ arguments: [String]) -> (ExitCode, out: String, err: String) {
    CapturedConsole.run(arguments)
  }

  /// A repository holding the fixture project at each of `places` (folders below its top).
  static func repository(_ places: [String]) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for place in places {
      let destination = directory.path + "/" + place
      try FileManager.default.createDirectory(
        atPath: (destination as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: Snapshot.fixture("Project"), toPath: destination)
    }
    return directory
  }

  /// OpenClien keeps an example app's project below its own, both with storyboards: the top
  /// one is read, and a note names the one below, which was left out silently.
  @Test func aProjectBelowWithStoryboardsOfItsOwnIsNamedWhenTheTopIsRead() throws {
    let directory = try Self.repositoryWithTop(["Example"])
    defer { directory.remove() }
    let (status, _, err) = Self.run(["lint", directory.path])
    #expect(status != .usage)
    let notes = err.split(separator: "\n").filter { $0.contains("below it hold") }
    #expect(notes.count == 1)
    #expect(
      notes.first?.hasPrefix(
        "note: '\(directory.path)': 1 Xcode project below it holds storyboards no project read "
          + "holds and was not read: Example/Fixture.xcodeproj (") == true)
    #expect(notes.first?.hasSuffix(" storyboard(s)); read one with --project PATH.") == true)
    // Given the project, nothing below is looked for.
    let (_, _, alone) = Self.run(["lint", directory.path + "/Fixture.xcodeproj"])
    #expect(!alone.contains("below it hold"))
  }

  /// ``repository(_:)`` with the fixture project at its top too.
  static func repositoryWithTop(_ places: [String]) throws -> TemporaryDirectory {
    let directory = try repository(places)
    let fixture = Snapshot.fixture("Project")
    for name in try FileManager.default.contentsOfDirectory(atPath: fixture) {
      try FileManager.default.copyItem(
        atPath: fixture + "/" + name, toPath: directory.path + "/" + name)
    }
    return directory
  }

  @Test func theOnlyProjectBelowIsRead() throws {
    let directory = try Self.repository(["App", "Pods/Project"])
    defer { directory.remove() }
    let (status, out, err) = Self.run(["explore", directory.path])
    #expect(status == .success)
    #expect(
      err.hasPrefix(
        "note: '\(directory.path)' holds no Xcode project at its top, so the one below it is "
          + "read: \(directory.path)/App/Fixture.xcodeproj.\n"
          + "reading the Xcode project Fixture.xcodeproj; targets: PhoneApp"))
    #expect(out.hasPrefix("== target PhoneApp "))
  }

  /// CocoaPods' library template links `_Pods.xcodeproj` at the top to
  /// `Example/Pods/Pods.xcodeproj`, which is missing until `pod install` (Jelly): the link is
  /// no project, and the example's project below is read, by every command.
  @Test func aLinkToAMissingPodsProjectIsNoProjectAtTheTop() throws {
    let directory = try Self.repository(["Example"])
    defer { directory.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/_Pods.xcodeproj",
      withDestinationPath: "Example/Pods/Pods.xcodeproj")
    let (status, _, err) = Self.run(["lint", directory.path])
    #expect(status == .success)
    #expect(
      err.hasPrefix(
        "note: '\(directory.path)' holds no Xcode project at its top, so the one below it is "
          + "read: \(directory.path)/Example/Fixture.xcodeproj.\n"))
    let (dumped, out, _) = Self.run(["dump", "--project", directory.path])
    #expect(dumped == .success)
    #expect(out.contains("target PhoneApp (app)"))
  }

  /// MAME4iOS links `MAME4iOS.xcodeproj` at the top to `xcode/MAME4iOS/MAME4iOS.xcodeproj` and
  /// its README says to open the link: Xcode reads the project's files from the folder the link
  /// leads to, so they are found there, not missing beside the link.
  @Test func aLinkToAProjectBelowReadsItsFilesWhereTheLinkLeads() throws {
    let directory = try Self.repository(["xcode/App"])
    defer { directory.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/Fixture.xcodeproj",
      withDestinationPath: "xcode/App/Fixture.xcodeproj")
    let (status, _, err) = Self.run(["lint", directory.path])
    #expect(status == .success)
    #expect(err.hasPrefix("reading the Xcode project Fixture.xcodeproj; targets: PhoneApp"))
    #expect(!err.contains("missing"))
  }

  @Test func severalBelowAreEachReadAndToldApartByTheirPath() throws {
    let directory = try Self.repository(["App", "Samples/Demo"])
    defer { directory.remove() }
    let (_, out, err) = Self.run(["explore", directory.path])
    #expect(
      err.hasPrefix(
        "note: '\(directory.path)': it holds below its top 2 Xcode projects, so each is read, "
          + "each target judged on its own: App/Fixture.xcodeproj, "
          + "Samples/Demo/Fixture.xcodeproj.\n"
          + "reading the Xcode project Fixture.xcodeproj; targets: App/Fixture/PhoneApp "))
    #expect(err.contains("targets: Samples/Demo/Fixture/PhoneApp "))
    // Each target judged on its own, in the order of the projects' paths.
    let headings = out.split(separator: "\n").filter { $0.hasPrefix("== target ") }
      .map { $0.split(separator: " ")[2] }
    #expect(
      headings == [
        "App/Fixture/PhoneApp", "App/Fixture/MacApp", "App/Fixture/Kit", "App/Fixture/Generated",
        "Samples/Demo/Fixture/PhoneApp", "Samples/Demo/Fixture/MacApp", "Samples/Demo/Fixture/Kit",
        "Samples/Demo/Fixture/Generated",
      ])
  }

  @Test func threeFoldersDownIsSearched() throws {
    let directory = try Self.repository(["Swift/admob/Banner", "ObjC/admob/Banner"])
    defer { directory.remove() }
    let (_, _, err) = Self.run(["lint", directory.path])
    #expect(err.contains("2 Xcode projects, so each is read"))
    #expect(err.contains("ObjC/admob/Banner/Fixture/PhoneApp"))
  }

  @Test func aTargetNameTwoProjectsShareIsAUsageErrorNamingTheChoices() throws {
    let directory = try Self.repository(["App", "Samples/Demo"])
    defer { directory.remove() }
    let (status, _, err) = Self.run(["lint", directory.path, "--target", "PhoneApp"])
    #expect(status == .usage)
    #expect(
      err.contains(
        "The target name 'PhoneApp' is ambiguous; choose one of 'App/Fixture/PhoneApp', "
          + "'Samples/Demo/Fixture/PhoneApp'."))
    let (chosen, out, _) = Self.run(
      ["explore", directory.path, "--target", "Samples/Demo/Fixture/PhoneApp"])
    #expect(chosen == .success)
    #expect(out.hasPrefix("== target Samples/Demo/Fixture/PhoneApp "))
  }

  @Test func aCommandThatNeedsOneTargetNamesThemAll() throws {
    let directory = try Self.repository(["App", "Samples/Demo"])
    defer { directory.remove() }
    let (status, _, err) = Self.run(["generate", directory.path])
    #expect(status == .usage)
    #expect(err.contains("Samples/Demo/Fixture/PhoneApp"))
  }

  @Test func aMonorepoIsReadUpToTheLimitWhichTheNoteSays() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for index in 0...InputResolver.projectLimit {
      let name = String(format: "P%02d/X.xcodeproj", index)
      try FileManager.default.createDirectory(
        atPath: directory.path + "/" + name, withIntermediateDirectories: true)
    }
    let (_, _, err) = Self.run(["lint", directory.path])
    #expect(err.contains("it holds below its top 41 Xcode projects, so each is read"))
    #expect(err.contains("P39/X.xcodeproj."))
    #expect(!err.contains("P40/X.xcodeproj,"))
    #expect(err.contains("Only the first 40 are read; choose others with --project PATH."))
  }

  @Test func fourFoldersDownIsNotSearched() throws {
    let directory = try Self.repository(["a/b/c/Project"])
    defer { directory.remove() }
    let (_, _, err) = Self.run(["lint", directory.path])
    #expect(!err.contains("Xcode project"))
  }

  /// A library's repository (SwiftMessages, AppAuth, SVProgressHUD, Facebook's SDK): its own
  /// project at the top builds the library and holds no storyboard; its demo apps' projects
  /// lie below, each with a `Main` storyboard. They are read, not the folder as plain files.
  @Test func belowALibrarysProjectWithoutStoryboardsTheDemosAreRead() throws {
    // A folder whose name holds a dot is searched (SegueManager's `R.swift-Example`).
    let directory = try Self.repository(["R.swift-Demo"])
    defer { directory.remove() }
    try directory.write(Self.libraryProject, to: "Library.xcodeproj/project.pbxproj")
    let (status, out, err) = Self.run(["explore", directory.path])
    #expect(status == .success)
    #expect(
      err.hasPrefix(
        "reading the Xcode project Library.xcodeproj; targets: none with storyboards.\n"
          + "note: '\(directory.path)': no target of the projects at its top holds a storyboard, "
          + "and it holds below one Xcode project, which is read: R.swift-Demo/Fixture.xcodeproj.\n"
          + "reading the Xcode project Fixture.xcodeproj; targets: PhoneApp"))
    #expect(out.hasPrefix("== target PhoneApp "))
    #expect(!err.contains("read as plain files"))
  }

  /// With no project below either (MVVMReactiveCocoa), the folder is read as plain files, and
  /// the note says why in a sentence of its own: it read "so the storyboards …".
  @Test func aLibrarysProjectWithNothingBelowLeavesPlainFiles() throws {
    let directory = try Self.repository([])
    defer { directory.remove() }
    try directory.write(Self.libraryProject, to: "Library.xcodeproj/project.pbxproj")
    let (_, _, err) = Self.run(["lint", directory.path])
    #expect(
      err.contains(
        "\nnote: No app, framework or app-extension target of Library.xcodeproj holds a "
          + "storyboard, so the storyboards under '\(directory.path)' are read as plain files; "
          + "name a target with --project PATH --target NAME to read one.\n"))
  }

  /// `--project` on such a folder (BarcodeScanner's: its library's project at the top, its
  /// example app's below) reads the demo too, as `lint .` does: `generate --project .` said no
  /// target held a storyboard and exited 1. A project file named itself is still read alone.
  @Test func projectOnALibrarysFolderReadsTheDemoBelow() throws {
    let directory = try Self.repository(["Example/Demo"])
    defer { directory.remove() }
    try directory.write(Self.libraryProject, to: "Library.xcodeproj/project.pbxproj")
    let (status, out, err) = Self.run(["explore", "--project", directory.path])
    #expect(status == .success)
    #expect(
      err.hasPrefix(
        "note: '\(directory.path)': no target of the projects at its top holds a storyboard, "
          + "and it holds below one Xcode project, which is read: "
          + "Example/Demo/Fixture.xcodeproj.\n"))
    #expect(out.hasPrefix("== target PhoneApp "))
    let (generated, _, _) = Self.run([
      "generate", "--project", directory.path, "--target", "PhoneApp", "--output",
      directory.path + "/Out.swift",
    ])
    #expect(generated == .success)
    let (alone, _, error) = Self.run([
      "explore", "--project", directory.path + "/Library.xcodeproj",
    ])
    #expect(alone != .success)
    #expect(error.contains("No app, framework or app-extension target of the project"))
  }

  /// The demo's target is chosen by name as the top project's would be.
  @Test func aTargetOfADemoBelowIsChosenByName() throws {
    let directory = try Self.repository(["Demo"])
    defer { directory.remove() }
    try directory.write(Self.libraryProject, to: "Library.xcodeproj/project.pbxproj")
    let (status, out, _) = Self.run(["explore", directory.path, "--target", "PhoneApp"])
    #expect(status == .success)
    #expect(
      out.hasPrefix("== target PhoneApp (iOS, phone, main storyboard Main)\nsegue explore: Main "))
    let (unknown, _, err) = Self.run(["explore", directory.path, "--target", "Nope"])
    #expect(unknown == .usage)
    #expect(err.contains("No project read has a target 'Nope'; its targets are"))
  }

  /// A project of one framework target with no files.
  static let libraryProject = """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 77;
    	objects = {
    		T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = Library; productType = "com.apple.product-type.framework"; };
    		C0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release; };
    		C1 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
    		L0 = {isa = XCConfigurationList; buildConfigurations = (C0); defaultConfigurationName = Release; };
    		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
    		G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
    		R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1); };
    	};
    	rootObject = R0;
    }
    """

  /// tinode's folder holds three projects and the workspace that names them: `--project` on
  /// the folder stopped every command but dump ("name one of them") although the folder as
  /// `PATH` reads them all; it now reads them as the `PATH` does.
  @Test func projectOnAFolderOfSeveralProjectsReadsThemAsThePathDoes() throws {
    let directory = try Self.repository(["App"])
    defer { directory.remove() }
    let app = directory.path + "/App"
    try FileManager.default.copyItem(
      atPath: app + "/Fixture.xcodeproj", toPath: app + "/Other.xcodeproj")
    let generate = ["generate", "--output", "/dev/null", "--target", "Other/PhoneApp"]
    for command in [["lint"], ["explore"], generate] {
      let (status, _, err) = Self.run(command + ["--project", app])
      #expect(status == .success, "\(command[0]): \(err)")
      #expect(err.contains("'\(app)': it holds 2 Xcode projects, so each is read"))
      #expect(err.contains("targets: Other/PhoneApp "))
    }
  }
}
