import SegueTestSupport
import SourceIndex
import StoryboardKit
import Testing

/// Names written where a storyboard's name is expected — a `String` enum's case, a `static
/// let`, a global `let`, an Objective-C constant — are followed to their value once every file
/// is read, wherever the declaration is; a name nothing declares, or that is ambiguous, stays
/// an opening by no literal.
@Suite struct ConstantUseTests {
  static func uses(_ files: [(path: String, text: String)], moduleMap: ModuleMap = ModuleMap())
    -> [String]
  {
    SourceIndex(files: files, moduleMap: moduleMap).literalUses.map {
      "\($0.kind):\($0.value):\($0.constant ?? "-")@\($0.location.line):\($0.location.column)"
    }
  }

  @Test func enumCasesAndConstantsInAnyFileAreFollowed() {
    let use = (
      path: "Use.swift",
      text: """
      class Home: UIViewController {
        func go() {
          performSegue(withIdentifier: Segue.show.rawValue, sender: nil)
          performSegue(withIdentifier: Segue.Edit.rawValue, sender: nil)
          _ = UIStoryboard(name: Names.main, bundle: nil)
          _ = storyboard.instantiateViewController(withIdentifier: Ids.Scene.bid)
          _ = storyboard.instantiateViewController(withIdentifier: kReceipt)
        }
      }
      """
    )
    let declarations = (
      path: "Names.swift",
      text: """
      enum Segue: String { case show = "ShowDetail", Edit }
      struct Names { static let main = "Main" }
      enum Ids { enum Scene { static let bid: String = "Bid" } }
      let kReceipt = "Receipt"
      """
    )
    let expected = [
      "segueIdentifier:ShowDetail:Segue.show@3:34", "segueIdentifier:Edit:Segue.Edit@4:34",
      "storyboardName:Main:Names.main@5:28", "sceneIdentifier:Bid:Ids.Scene.bid@6:62",
      "sceneIdentifier:Receipt:kReceipt@7:62",
    ]
    #expect(Self.uses([use, declarations]) == expected)
    // The same whatever the order of the files.
    #expect(Self.uses([declarations, use]) == expected)
  }

  /// A bare name in a type (`identifier`) is a parameter here, not the static member.
  @Test func aNestedEnumIsFoundFromItsClassItsExtensionsAndItsSubclasses() {
    let text = """
      class List: UIViewController {
        enum Segue: String { case next = "ShowNext" }
      }
      class Grid: UIViewController {
        enum Segue: String { case next = "ShowGrid" }
        func go() { performSegue(withIdentifier: Segue.next.rawValue, sender: nil) }
      }
      extension List {
        func go() { performSegue(withIdentifier: Segue.next.rawValue, sender: nil) }
      }
      final class SortedList: List {
        func again() { performSegue(withIdentifier: Self.Segue.next.rawValue, sender: nil) }
      }
      func outside() { performSegue(withIdentifier: Segue.next.rawValue, sender: nil) }
      struct Main {
        static let identifier = "Main"
        static func make(withIdentifier identifier: String) -> UIViewController {
          storyboard.instantiateViewController(withIdentifier: identifier)
        }
      }
      """
    #expect(
      Self.uses([("File.swift", text)]).map { $0.split(separator: ":")[1] } == [
        "ShowGrid", "ShowNext", "ShowNext",
      ])
  }

  @Test func anAmbiguousOrUnknownNameStaysNoLiteral() {
    var map = ModuleMap()
    map.map("One", to: "One")
    map.map("Two", to: "Two")
    let files = [
      (path: "One/A.swift", text: #"enum Boards { static let main = "Main" }"#),
      (path: "Two/B.swift", text: #"enum Boards { static let main = "Primary" }"#),
      (
        path: "App/C.swift",
        text: """
        func go() {
          _ = UIStoryboard(name: Boards.main, bundle: nil).instantiateInitialViewController()
          _ = UIStoryboard(name: Unknown.main, bundle: nil)
          _ = UIStoryboard(name: Boards.main.lowercased(), bundle: nil)
          _ = storyboard.instantiateViewController(withIdentifier: Boards.main + "x")
        }
        """
      ),
    ]
    let index = SourceIndex(files: files, moduleMap: map)
    #expect(index.literalUses.isEmpty)
    #expect(
      index.codeOpenings.map(\.kind) == [
        .nonLiteralStoryboard, .initialController(storyboard: nil), .nonLiteralStoryboard,
        .nonLiteralStoryboard, .nonLiteralScene,
      ])
    // In its own module a name is not ambiguous.
    let own = SourceIndex(
      files: [
        files[0], files[1],
        (path: "One/D.swift", text: "let s = UIStoryboard(name: Boards.main, bundle: nil)"),
      ], moduleMap: map)
    #expect(own.literalUses.map(\.value) == ["Main"])
  }

  @Test func aStoryboardNamedByAConstantIsTheInitialControllersStoryboard() {
    let index = SourceIndex(files: [
      (
        "File.swift",
        """
        enum Storyboard: String { case Auction }
        let auction = UIStoryboard(name: Storyboard.Auction.rawValue, bundle: nil)
          .instantiateInitialViewController()
        """
      )
    ])
    #expect(index.codeOpenings.map(\.kind) == [.initialController(storyboard: "Auction")])
    #expect(index.literalUses.map(\.value) == ["Auction"])
  }

  @Test func comparisonsWithConstantsAreCompared() {
    let text = """
      enum Segue: String { case show = "Show", edit = "Edit", more }
      class A: UIViewController {
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          if segue.identifier == Segue.show.rawValue {}
          if Segue.edit.rawValue == segue.identifier {}
          switch segue.identifier {
          case Segue.more.rawValue: break
          default: break
          }
        }
      }
      """
    #expect(
      SourceIndex(files: [("File.swift", text)]).comparedIdentifiers.map(\.value) == [
        "Show", "Edit", "more",
      ])
  }

  @Test func anImplicitMemberIsLookedUpInTheTypeTheCallTakes() {
    let text = """
      extension NSStoryboard.SceneIdentifier {
        static let accessory = NSStoryboard.SceneIdentifier("Accessory")
      }
      extension NSStoryboard.Name { static let prefs = Self(rawValue: "Prefs") }
      extension String { static let showMore = "ShowMore" }
      enum Other { static let hidden = "Hidden" }
      func go() {
        _ = NSStoryboard.main!.instantiateController(withIdentifier: .accessory)
        _ = NSStoryboard(name: .prefs, bundle: nil)
        performSegue(withIdentifier: .showMore, sender: nil)
        performSegue(withIdentifier: .hidden, sender: nil)
        _ = NSStoryboard.main!.instantiateController(withIdentifier: .init("Search"))
      }
      """
    // A constant's wrapped literal counts where the constant is passed, not where it is
    // written: a constant passed nowhere names nothing that could fail.
    #expect(
      Self.uses([("File.swift", text)]) == [
        "sceneIdentifier:Accessory:.accessory@8:64",
        "storyboardName:Prefs:.prefs@9:26", "segueIdentifier:ShowMore:.showMore@10:32",
        "sceneIdentifier:Search:-@12:70",
      ])
  }

  @Test func objectiveCConstantsAndMacrosAreFollowed() {
    let text = """
      static NSString * const kShow = @"ShowDetail";
      NSString *const kScene = @"Scene";
      #define kBoard @"Board"
      @implementation A
      - (void)go {
          [self performSegueWithIdentifier:kShow sender:self];
          [storyboard instantiateViewControllerWithIdentifier:kScene];
          [UIStoryboard storyboardWithName:kBoard bundle:nil];
      }
      @end
      """
    #expect(
      Self.uses([("A.m", text)]) == [
        "segueIdentifier:ShowDetail:kShow@6:38", "sceneIdentifier:Scene:kScene@7:57",
        "storyboardName:Board:kBoard@8:38",
      ])
  }

  @Test func theFixtureAppNamesEveryEntryByAConstant() throws {
    let index = try SourceIndex.load(
      [
        SourceInput(path: TestPaths.fixture("Simulator/NamedConstants/Sources"))
      ], workingDirectory: nil)
    #expect(
      index.literalUses.map { "\($0.value) (\($0.constant ?? "literal"))" } == [
        "Auction (StoryboardNames.Auction)", "Auction (StoryboardNames.Auction)",
        "Bid (Scenes.bid)", "Receipt (Identifiers.Scene.receipt)", "ShowDetail (Segue.ShowDetail)",
        "ShowDetail (showDetailSegue)", "ShowDetial (Segue.ShowDetial)",
        "ShowDetail (Segue.ShowDetail)", "Lot (kLotScene)", "Watchlist (kWatchlistScene)",
      ])
    #expect(index.codeOpenings.allSatisfy { !$0.isNonLiteral })
    #expect(index.symbolicUses.isEmpty)
  }
}
