import StoryboardKit
import Testing

@testable import SegueLint

@Suite struct CustomClassModuleTests {
  @Test func theMessageSaysWhereTheClassIsDeclaredInstead() throws {
    let example = CustomClassNotFoundRule().triggeringExamples[1]
    let context = LintContext(
      documents: LintTestSupport.documents(example.storyboards),
      sources: LintTestSupport.sources(example.sources))
    #expect(
      CustomClassNotFoundRule().check(context).sorted().map(\.message) == [
        "'ReceiptViewController', the custom class of this controller, is declared in module "
          + "CoreUI, not in the app's module App (the storyboard's target, "
          + "customModuleProvider=\"target\"): UIKit will not find it at run time and uses a "
          + "plain UIViewController.",
        "'ChartViewController', the custom class of this controller, is declared in the app's "
          + "module App, not in module CoreUI (its customModule): UIKit will not find it at run "
          + "time and uses a plain UIViewController.",
        "No source declares 'CardViewController', the custom class of this controller.",
        "'LegacyController', the custom class of this controller, is declared in module "
          + "CoreUI, not in the app's module App (the module of its mangled name): UIKit will "
          + "not find it at run time and uses a plain UIViewController.",
      ])
  }
}

/// The framework that looks the class up is the storyboard's: Pyto's watch storyboard was
/// told "UIKit will not find it … uses a plain UIViewController" of a WatchKit controller.
@Suite struct CustomClassFrameworkTests {
  private static func storyboard(_ name: String, type: String, runtime: String, _ scenes: String)
    -> ExampleFile
  {
    ExampleFile(
      path: name + ".storyboard",
      text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)">
          <scenes>
            \(scenes)
          </scenes>
        </document>
        """)
  }

  @Test func watchKitAndAppKitStoryboardsNameTheirFramework() throws {
    let files = [
      Self.storyboard(
        "Watch/Interface", type: "com.apple.InterfaceBuilder.WatchKit.Storyboard",
        runtime: "watchKit",
        """
        <scene sceneID="w1"><objects>
        <controller id="w" customClass="ImageInterfaceController" customModule="CoreUI" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="w2"><objects>
        <hostingController id="h" customClass="HostingController" customModule="CoreUI"/>
        </objects></scene>
        """),
      Self.storyboard(
        "Mac/Main", type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB",
        runtime: "MacOSX.Cocoa",
        """
        <scene sceneID="m1"><objects>
        <viewController id="m" customClass="MacViewController" customModule="CoreUI" sceneMemberID="viewController"/>
        </objects></scene>
        """),
      ExampleStoryboard.source("Kit/Package.swift", "let package = Package(name: \"Kit\")"),
      ExampleStoryboard.source("Kit/Sources/CoreUI/Other.swift", "public final class Other {}"),
      ExampleStoryboard.source(
        "App/Controllers.swift",
        """
        final class ImageInterfaceController: WKInterfaceController {}
        final class HostingController: WKHostingController<Text> {}
        final class MacViewController: NSViewController {}
        """),
    ]
    let context = LintContext(
      documents: LintTestSupport.documents(files.filter(\.isStoryboard)),
      sources: LintTestSupport.sources(files.filter { !$0.isStoryboard }))
    #expect(
      CustomClassNotFoundRule().check(context).sorted().map(\.message) == [
        "'MacViewController', the custom class of this controller, is declared in the app's "
          + "module, not in module CoreUI (its customModule): AppKit will not find it at run "
          + "time and uses a plain NSViewController.",
        "'ImageInterfaceController', the custom class of this controller, is declared in the "
          + "app's module, not in module CoreUI (its customModule): WatchKit will not find it at "
          + "run time and uses a plain WKInterfaceController.",
        "'HostingController', the custom class of this controller, is declared in the app's "
          + "module, not in module CoreUI (its customModule): WatchKit will not find it at run "
          + "time and uses a plain WKHostingController.",
      ])
  }
}

@Suite struct CustomObjectClassTests {
  /// Views, cells and objects are checked like controllers; a system class is not.
  @Test func viewsCellsAndObjectsAreCheckedToo() throws {
    let example = try #require(CustomClassNotFoundRule().triggeringExamples.last)
    let documents = LintTestSupport.documents(example.storyboards)
    #expect(
      documents.flatMap(\.scenes).flatMap(\.customObjects).map(\.customClass) == [
        "RowCel", "BadgeView", "ListDataSource", "UIResponder",
      ])
    let context = LintContext(
      documents: documents, sources: LintTestSupport.sources(example.sources))
    #expect(
      CustomClassNotFoundRule().check(context).sorted().map(\.message) == [
        "No source declares 'RowCel', the custom class of this tableViewCell.",
        "No source declares 'BadgeView', the custom class of this view.",
        "No source declares 'ListDataSource', the custom class of this customObject.",
      ])
  }

  @Test func theFrameworkClassOfAnElementIsNamedForItsPlatform() {
    #expect(
      CustomClassNotFoundRule.frameworkClass(of: "tableViewCell", on: .iOS) == "UITableViewCell")
    #expect(CustomClassNotFoundRule.frameworkClass(of: "customView", on: .macOS) == "NSView")
    #expect(CustomClassNotFoundRule.frameworkClass(of: "customObject", on: .iOS) == "NSObject")
  }
}

@Suite struct AppModuleNameTests {
  /// A storyboard with one scene per line of `controllers`.
  static func storyboard(_ name: String, _ controllers: String) -> ExampleFile {
    let scenes = controllers.split(separator: "\n").enumerated().map { index, controller in
      "<scene sceneID=\"s\(index)\"><objects>\(controller)</objects></scene>"
    }
    return ExampleStoryboard.ios(name, scenes.joined(separator: "\n"))
  }

  /// Two apps in one folder: each storyboard names its own target, so each explicit
  /// `customModule` equal to it is checked against the app's files.
  @Test func eachStoryboardNamesItsOwnTarget() throws {
    let files = [
      Self.storyboard(
        "Counter/Main",
        """
        <viewController id="a" customClass="CounterViewController" customModule="Counter" customModuleProvider="target" sceneMemberID="viewController"/>
        <viewController id="b" customClass="CountViewControler" customModule="Counter" sceneMemberID="viewController"/>
        """),
      Self.storyboard(
        "Pages/Main",
        """
        <viewController id="c" customClass="PagesViewController" customModule="Pages" customModuleProvider="target" sceneMemberID="viewController"/>
        <viewController id="d" customClass="PageViewControler" customModule="Pages" sceneMemberID="viewController"/>
        <viewController id="e" customClass="Anything" customModule="Counter" sceneMemberID="viewController"/>
        """),
      ExampleStoryboard.source(
        "Sources.swift",
        """
        class CounterViewController: UIViewController {}
        class PagesViewController: UIViewController {}
        """),
    ]
    let context = LintContext(
      documents: LintTestSupport.documents(files.filter(\.isStoryboard)),
      sources: LintTestSupport.sources(files.filter { !$0.isStoryboard }))
    let findings = CustomClassNotFoundRule().check(context).sorted()
    #expect(
      findings.map { "\($0.path ?? "") \($0.message)" } == [
        "Counter/Main.storyboard No source declares 'CountViewControler', the custom class of "
          + "this controller.",
        "Pages/Main.storyboard No source declares 'PageViewControler', the custom class of this "
          + "controller.",
      ])
  }
}
