import StoryboardKit
import Testing

@Suite struct ClassReferenceTests {
  @Test func aPlainClassKeepsItsNameAndModule() throws {
    let reference = try #require(
      ClassReference(
        customClass: "ListViewController", customModule: "App", customModuleProvider: nil))
    #expect(reference.name == "ListViewController")
    #expect(reference.module == "App")
    #expect(!reference.isInCurrentTarget)
    #expect(reference.customClass == "ListViewController")
    #expect(reference.mangling == .none)
  }

  @Test func theTargetProviderPutsTheClassInTheCurrentTarget() throws {
    let reference = try #require(
      ClassReference(
        customClass: "ListViewController", customModule: "App", customModuleProvider: "target"))
    #expect(reference.isInCurrentTarget)
    #expect(reference.module == "App")
    let other = ClassReference(customClass: "A", customModule: nil, customModuleProvider: "other")
    #expect(other?.isInCurrentTarget == false)
  }

  @Test func anEmptyModuleIsNoModuleAndAnEmptyClassNoClass() {
    #expect(
      ClassReference(customClass: "A", customModule: "", customModuleProvider: nil)?.module == nil)
    #expect(ClassReference(customClass: "", customModule: "App", customModuleProvider: nil) == nil)
    #expect(ClassReference(customClass: nil, customModule: "App", customModuleProvider: nil) == nil)
  }

  @Test(arguments: [
    ("_TtC5MyApp14ViewController", "MyApp", "ViewController"),
    ("_TtCC5MyApp5Outer5Inner", "MyApp", "Outer.Inner"),
    ("_TtCV4Main6Holder5Cell2", "Main", "Holder.Cell2"),
    ("_TtCO3Kit4Kind4Leaf", "Kit", "Kind.Leaf"),
  ])
  func mangledNamesAreDecoded(mangled: String, module: String, name: String) throws {
    // The module the mangled name holds wins over a stale customModule.
    let reference = try #require(
      ClassReference(customClass: mangled, customModule: "Stale", customModuleProvider: nil))
    #expect(reference.name == name)
    #expect(reference.module == module)
    #expect(reference.customClass == mangled)
    #expect(reference.mangling == .decoded)
  }

  @Test(arguments: [
    "_TtC5MyApp",  // no class name
    "_TtC5MyApp14View",  // a length past the end
    "_TtCs12_SwiftObject",  // a standard library substitution
    "_TtCC4Main3FooP33_0123456789ABCDEF0123456789ABCDEF5Inner",  // a private class
    "_TtGC4Main4ListSS_",  // a generic class
    "_TtV4Main5Point",  // a struct, not a class
    "_TtC4Main3Foo5Extra",  // more names than types
  ])
  func otherMangledNamesAreReportedAsUndecodable(mangled: String) throws {
    let reference = try #require(
      ClassReference(customClass: mangled, customModule: nil, customModuleProvider: nil))
    #expect(reference.mangling == .undecodable)
    #expect(reference.name == mangled)
    #expect(reference.module == nil)
  }

  @Test func controllersAndSeguesReadTheirClassReference() {
    let here = TextLocation(line: 1, column: 1)
    let controller = Controller(
      element: "viewController", id: "c", customClass: "_TtC4Shop18CartViewController",
      customModuleProvider: "target", location: here)
    #expect(controller.classReference?.name == "CartViewController")
    #expect(controller.classReference?.module == "Shop")
    #expect(controller.classReference?.isInCurrentTarget == true)
    #expect(Controller(element: "viewController", id: "c", location: here).classReference == nil)
    let segue = Segue(
      id: "s", kind: .custom, sourceControllerID: "c",
      trigger: SegueTrigger(element: "button", id: nil, location: here),
      customClass: "PushDetailSegue", customModule: "SegueKit", location: here)
    #expect(segue.classReference?.name == "PushDetailSegue")
    #expect(segue.classReference?.module == "SegueKit")
  }

  /// A controller, a segue and a custom object hold their class attributes as one value, read
  /// by one parser function, which the old properties read and write.
  @Test func controllersSeguesAndCustomObjectsShareTheirClassAttributes() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch" initialViewController="c">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="c" customClass="CartViewController" customModule="Shop" \
      customModuleProvider="target" sceneMemberID="viewController">
                          <connections>
                              <segue destination="c" kind="custom" customClass="SlideSegue" \
      customModule="Shop" customModuleProvider="target" id="g"/>
                          </connections>
                      </viewController>
                      <tapGestureRecognizer id="t" customClass="CartGesture" customModule="Shop" \
      customModuleProvider="target"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let document = try StoryboardParser.parse(bytes: Array(xml.utf8), path: "Cart.storyboard")
    let scene = try #require(document.scenes.first)
    let controller = try #require(scene.controller)
    let segue = try #require(scene.segues.first)
    let object = try #require(scene.customObjects.first)
    let shop = { (name: String) in
      CustomClassAttributes(customClass: name, customModule: "Shop", customModuleProvider: "target")
    }
    #expect(controller.classAttributes == shop("CartViewController"))
    #expect(segue.classAttributes == shop("SlideSegue"))
    #expect(object.classAttributes == shop("CartGesture"))
    #expect(object.classReference == shop("CartGesture").reference)
    #expect(object.classReference?.isInCurrentTarget == true)

    // The old properties read and write the one value.
    var edited = controller
    edited.customModule = "Kit"
    edited.customModuleProvider = nil
    #expect(
      edited.classAttributes
        == CustomClassAttributes(customClass: "CartViewController", customModule: "Kit"))
    #expect(edited.classReference?.module == "Kit")
    var renamed = object
    renamed.customClass = "OtherGesture"
    #expect(renamed.classAttributes.customClass == "OtherGesture")
    #expect(renamed.customClass == "OtherGesture")
  }
}
