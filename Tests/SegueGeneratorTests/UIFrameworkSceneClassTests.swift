import StoryboardKit
import Testing

@testable import SegueGenerator

/// The generator's choice on top of StoryboardKit's FrameworkClass: only classes of the
/// framework the file imports are named.
@Suite struct UIFrameworkSceneClassTests {
  private func controller(_ element: String) -> Controller {
    Controller(element: element, id: "c", location: TextLocation(line: 1, column: 1))
  }

  @Test func aClassOfTheImportedFrameworkIsNamed() {
    let table = UIFramework.uiKit.sceneClass(of: controller("tableViewController"), on: .iOS)
    #expect(table.type == .framework("UITableViewController"))
    #expect(table.note == nil)
    let item = UIFramework.appKit.sceneClass(of: controller("collectionViewItem"), on: .macOS)
    #expect(item.type == .framework("NSCollectionViewItem"))
  }

  @Test func aClassOfAnotherModuleIsTheBaseClassWithWhy() {
    let player = UIFramework.uiKit.sceneClass(of: controller("avPlayerViewController"), on: .tvOS)
    #expect(player.type == .framework("UIViewController"))
    #expect(player.note == "the base class of AVKit's `AVPlayerViewController`")
    let hosting = UIFramework.appKit.sceneClass(of: controller("hostingController"), on: .macOS)
    #expect(hosting.type == .framework("NSViewController"))
    #expect(hosting.note == "the base class of SwiftUI's generic `NSHostingController`")
    let unknown = UIFramework.uiKit.sceneClass(of: controller("madeUpController"), on: .iOS)
    #expect(unknown.note == "the base class of a `madeUpController` element")
  }

  /// GLKit's and AVKit's controllers are typed as their classes where the file can import the
  /// framework, as SwiftGen and R.swift type them; generic and later-introduced classes are not.
  @Test func aClassOfAnImportableFrameworkIsNamedUnderItsImport() {
    let player = UIFramework.uiKit.importedClass(
      of: controller("avPlayerViewController"), on: .tvOS)
    #expect(player == FrameworkClass(module: "AVKit", name: "AVPlayerViewController"))
    let gl = UIFramework.uiKit.importedClass(of: controller("glkViewController"), on: .iOS)
    #expect(gl == FrameworkClass(module: "GLKit", name: "GLKViewController"))
    #expect(
      UIFramework.uiKit.importedClass(of: controller("hostingController"), on: .iOS) == nil)
    #expect(
      UIFramework.uiKit.importedClass(of: controller("lookAroundViewController"), on: .iOS)
        == nil)
    #expect(
      UIFramework.uiKit.importedClass(of: controller("tableViewController"), on: .iOS) == nil)
  }

  @Test func aDestinationNamesOnlyTheContainersAndTables() {
    #expect(
      UIFramework.uiKit.baseClass(of: controller("navigationController"), on: .iOS)
        == .framework("UINavigationController"))
    #expect(
      UIFramework.uiKit.baseClass(of: controller("collectionViewController"), on: .iOS)
        == .framework("UIViewController"))
    #expect(
      UIFramework.appKit.baseClass(of: controller("windowController"), on: .macOS)
        == .framework("NSWindowController"))
    #expect(
      UIFramework.appKit.baseClass(of: controller("pagecontroller"), on: .macOS)
        == .framework("NSViewController"))
  }
}
