import SourceIndex
import StoryboardKit
import Testing

/// A C-family file with no `@` and no word of the storyboard API is not scanned (a linked
/// emulator core's thousands of C headers), and a file that has either still is.
@Suite struct PlainCFileTests {
  static func index(_ text: String, path: String) -> SourceIndex {
    var index = SourceIndex()
    index.add(text: text, path: path)
    return index
  }

  @Test func aPlainCHeaderIsListedAndDeclaresNothing() {
    let index = Self.index(
      "#ifndef CORE_H\n#define CORE_H\ntypedef struct { int pc; } cpu_state;\nint step(int n);\n"
        + "#endif\n", path: "Core/cpu.h")
    #expect(index.files == ["Core/cpu.h"])
    #expect(index.declaresNothing)
  }

  /// Its preprocessor lines are still read: the headers it imports (an umbrella header has no
  /// `@`), through a condition continued over lines.
  @Test func aPlainCHeadersImportsAreRead() {
    let index = Self.index(
      "#if defined(A) || \\\n    defined(B)\n#  include <stdint.h>\n#endif\n"
        + "int x(void);\n#import \"Kit/Card.h\"\n", path: "Kit/Kit.h")
    #expect(index.headerImports["Kit/Kit.h"] == ["stdint.h", "Kit/Card.h"])
  }

  @Test func aMessageSendWithoutAnAtSignIsStillRead() {
    // A C function in a .m file that opens a storyboard by a name passed in: no `@` at all.
    let opening = Self.index(
      "void open(NSString *name) { [UIStoryboard storyboardWithName:name bundle:nil]; }\n",
      path: "Open.m")
    #expect(opening.codeOpenings.map(\.kind) == [.nonLiteralStoryboard])
    let scene = Self.index(
      "id make(UIStoryboard *s, NSString *x) { return [s instantiateViewControllerWithIdentifier:x]; }\n",
      path: "Make.mm")
    #expect(scene.codeOpenings.map(\.kind) == [.nonLiteralScene])
  }

  @Test func anObjectiveCHeaderIsRead() {
    let index = Self.index(
      "@interface PVCoreViewController : UIViewController\n@end\n", path: "Core/PVCore.h")
    #expect(index.classes == ["PVCoreViewController"])
  }
}
