import SourceIndex
import Testing

/// The literals code compares with a segue's identifier, in Swift and Objective-C.
@Suite struct ComparedIdentifierTests {
  static func compared(_ path: String, _ text: String) -> [String] {
    SourceIndex(files: [(path, text)]).comparedIdentifiers.map(\.value)
  }

  @Test func swiftComparisonsSwitchesAndBoundNamesAreRead() {
    let found = Self.compared(
      "List.swift",
      """
      class ListViewController: UIViewController {
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          if segue.identifier == "A" {}
          if "B" != storyboardSegue.identifier {}
          switch segue.identifier {
          case "C", "D": break
          case .some("Ignored"): break
          default: call("NotAPattern")
          }
          if let id = segue.identifier, id == "E" {}
          switch id { case "F": break; default: break }
        }
        func later() {
          if id == "NotBound" {}
          if view.identifier == "NotASegue" {}
          if segue.identifier === "NotEquality" {}
        }
      }
      """)
    #expect(found == ["A", "B", "C", "D", "E", "F"])
  }

  @Test func objectiveCIsEqualToStringIsReadBothWays() {
    let found = Self.compared(
      "List.m",
      """
      - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
        if ([segue.identifier isEqualToString:@"A"]) {}
        if ([@"B" isEqualToString:segue.identifier]) {}
        if ([other isEqualToString:@"NotASegue"]) {}
      }
      """)
    #expect(found == ["A", "B"])
  }
}
