import Foundation
import SourceIndex
import Testing

@Suite struct ModuleMapTests {
  @Test func packageTargetsMappedFoldersAndTheAppModule() {
    var map = ModuleMap(workingDirectory: "/work/App")
    map.addPackage(at: "Packages/Kit")
    map.map("Vendor/Legacy", to: "Legacy")
    #expect(map.module(of: "Packages/Kit/Sources/CoreUI/Views/Card.swift") == .named("CoreUI"))
    #expect(
      map.module(of: "/work/App/Packages/Kit/Sources/Core-UI/Card.swift") == .named("Core_UI"))
    #expect(map.module(of: "./Packages/Kit/../Kit/Sources/CoreUI/Card.swift") == .named("CoreUI"))
    #expect(map.module(of: "Packages/Kit/Tests/CoreUITests/CardTests.swift") == .app)
    #expect(map.module(of: "Packages/Kit/Sources/Card.swift") == .app)
    #expect(map.module(of: "Vendor/Legacy/Old.m") == .named("Legacy"))
    #expect(map.module(of: "Vendor/LegacyExtra/Old.m") == .app)
    #expect(map.module(of: "App/AppDelegate.swift") == .app)
  }

  /// A caller that gives no working directory (a library's) still has every spelling of a
  /// relative path agree, without the process being asked where it runs.
  @Test func withoutAWorkingDirectoryRelativeSpellingsAgree() {
    var map = ModuleMap()
    map.addPackage(at: "./Kit/")
    map.map("../Vendor/Legacy", to: "Legacy")
    #expect(map.module(of: "Main.swift") == .app)
    #expect(map.module(of: "Kit/Sources/CoreUI/Card.swift") == .named("CoreUI"))
    #expect(map.module(of: "Kit/../Kit/Sources/CoreUI/Card.swift") == .named("CoreUI"))
    #expect(map.module(of: "../Vendor/Legacy/Old.m") == .named("Legacy"))
    #expect(map.module(of: "../Vendor/Other.m") == .app)
  }

  @Test func theMostSpecificFolderWins() {
    var map = ModuleMap(workingDirectory: "/w")
    map.map(".", to: "App")
    map.addPackage(at: "Kit")
    map.map("Kit/Sources/CoreUI/Generated", to: "Generated")
    #expect(map.module(of: "Main.swift") == .named("App"))
    #expect(map.module(of: "Kit/Sources/CoreUI/Card.swift") == .named("CoreUI"))
    #expect(map.module(of: "Kit/Sources/CoreUI/Generated/G.swift") == .named("Generated"))
  }

  @Test(
    arguments: [
      ("CoreUI=Packages/CoreUI", "Packages/CoreUI", "CoreUI"),
      ("Packages/CoreUI", "Packages/CoreUI", nil),
      ("./a=b", "./a=b", nil),
      ("dir/x=y", "dir/x=y", nil),
      ("My_Module2=src", "src", "My_Module2"),
      // The one module-name rule, which --module keeps too: any identifier import takes.
      ("Café=src", "src", "Café"),
      ("class=src", "class=src", nil),
    ] as [(String, String, String?)])
  func readsModuleEqualsPath(_ argument: String, _ path: String, _ module: String?) throws {
    let input = try SourceInput(parsing: argument)
    #expect(input.path == path)
    #expect(input.module == module)
  }

  @Test func aModuleNeedsAPath() {
    #expect(throws: SourceIndexError.moduleWithoutPath("CoreUI=")) {
      try SourceInput(parsing: "CoreUI=")
    }
  }

  @Test func loadingFindsPackagesOnDiskAndRecordsEachClassModule() throws {
    let root = NSTemporaryDirectory() + "source-index-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "Kit/Package.swift": "// swift-tools-version: 6.0\n",
      "Kit/Sources/CoreUI/Card.swift": "class Card: UIView {}\n",
      "Vendor/Old.m": "@interface Old : NSObject\n@end\n",
      "App/App.swift": "class Card: UIView {}\nclass Home {}\n",
    ]
    for (path, text) in files {
      let full = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    let index = try SourceIndex.load(
      [
        SourceInput(path: root + "/Kit"), SourceInput(path: root + "/Vendor", module: "Legacy"),
        SourceInput(path: root + "/App/"),
      ], workingDirectory: root)
    #expect(index.classModules["Card"] == [.app, .named("CoreUI")])
    #expect(index.classModules["Old"] == [.named("Legacy")])
    #expect(index.classModules["Home"] == [.app])
    #expect(index.modules == [.app, .named("CoreUI"), .named("Legacy")])
  }
}
