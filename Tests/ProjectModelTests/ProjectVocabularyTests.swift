import Foundation
import SegueTestSupport
import Testing

/// Every `isa` and every object key of the Xcode projects of ../shared/projects and
/// ../shared/linked-apps is either read or listed as irrelevant (`ProjectVocabulary`).
@Suite(
  .enabled(
    if: SharedData.runs(needing: !ProjectVocabulary.sharedProjectFiles.isEmpty),
    "../shared/projects and ../shared/linked-apps are not here"))
struct ProjectVocabularyTests {
  @Test func everyKeyIsReadOrListedAsIrrelevant() throws {
    #expect(ProjectVocabulary.sharedProjectFiles.count > 100)
    var unknown: [String: String] = [:]
    for path in ProjectVocabulary.sharedProjectFiles {
      let data = try #require(FileManager.default.contents(atPath: path))
      let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
      let root = try #require(plist as? [String: Any], "\(path)")
      for key in root.keys where !ProjectVocabulary.isKnown(key, of: "<root>") {
        unknown["<root>.\(key)"] = unknown["<root>.\(key)"] ?? path
      }
      for case let object as [String: Any] in (root["objects"] as? [String: Any] ?? [:]).values {
        let isa = object["isa"] as? String ?? "(no isa)"
        for key in object.keys where !ProjectVocabulary.isKnown(key, of: isa) {
          unknown["\(isa).\(key)"] = unknown["\(isa).\(key)"] ?? path
        }
      }
    }
    let listed = unknown.keys.sorted().map { "\($0) (first in \(unknown[$0] ?? ""))" }
    #expect(
      listed.isEmpty,
      "Keys neither read nor listed in ProjectVocabulary:\n\(listed.joined(separator: "\n"))")
  }

  @Test func theListsDoNotOverlap() {
    for (isa, keys) in ProjectVocabulary.read {
      for group in ProjectVocabulary.irrelevant {
        #expect(keys.isDisjoint(with: group.keys[isa] ?? []), "\(isa): \(group.reason)")
      }
    }
  }
}
