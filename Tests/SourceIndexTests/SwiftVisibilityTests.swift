import SourceIndex
import Testing

@Suite struct SwiftVisibilityTests {
  private static func visibility(_ files: [(String, String)]) -> SwiftVisibility {
    SwiftVisibility(SourceIndex(files: files.map { (path: $0.0, text: $0.1) }))
  }

  @Test func aBridgingHeaderExposesTheHeadersItImportsThroughOthers() {
    let visibility = Self.visibility([
      ("App/App-Bridging-Header.h", "#import \"Screens.h\"\n"),
      (
        "App/Screens.h",
        "#import \"Sub/Export.h\"\n@interface ScreensViewController : UIViewController\n@end\n"
      ),
      ("App/Sub/Export.h", "@interface ExportViewController : UIViewController\n@end\n"),
      ("App/Private.h", "@interface PrivateViewController : UIViewController\n@end\n"),
      (
        "App/Audit.m",
        "@interface AuditViewController : UIViewController\n@end\n@implementation AuditViewController\n@end\n"
      ),
      ("App/Only.m", "@implementation OnlyImplementedViewController\n@end\n"),
      ("App/List.swift", "@objc(LegacyList) final class ListViewController: UIViewController {}\n"),
    ])
    #expect(visibility.sees("ScreensViewController"))
    #expect(visibility.sees("ExportViewController"))
    #expect(!visibility.sees("PrivateViewController"))
    #expect(!visibility.sees("AuditViewController"))
    #expect(!visibility.sees("OnlyImplementedViewController"))
    #expect(visibility.sees("ListViewController"))
    #expect(visibility.sees("LegacyList"))
  }

  @Test func anUmbrellaHeaderExposesItsFrameworksHeaders() {
    let visibility = Self.visibility([
      ("Kit/Kit.h", "#import <Kit/Card.h>\n#import <UIKit/UIKit.h>\n"),
      ("Kit/Card.h", "@interface CardViewController : UIViewController\n@end\n"),
      ("Other/Other.h", "#import \"Loose.h\"\n"),
      ("Other/Loose.h", "@interface LooseViewController : UIViewController\n@end\n"),
    ])
    #expect(visibility.sees("CardViewController"))
    // A header named like no framework it imports from is not an umbrella header.
    #expect(!visibility.sees("LooseViewController"))
    #expect(visibility.interfaceFiles(of: "LooseViewController") == ["Other/Loose.h"])
  }
}
