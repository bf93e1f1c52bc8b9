import SourceIndex
import Testing

/// Which segue action declarations code in other files cannot name, and why.
@Suite struct FileAccessTests {
  static func fileAccess(_ source: String) -> [String: String] {
    let index = SourceIndex(files: [("ListViewController.swift", source)])
    var found: [String: String] = [:]
    for action in index.segueActions { found[action.baseName] = action.fileAccess ?? "internal" }
    return found
  }

  @Test func privateAndFileprivateMethodsAndExtensionsHideTheirMembers() {
    let found = Self.fileAccess(
      """
      class ListViewController: UIViewController {
        @IBSegueAction private func makeA(_ coder: NSCoder) -> UIViewController? { nil }
        @IBSegueAction fileprivate func makeB(_ coder: NSCoder) -> UIViewController? { nil }
        @IBSegueAction func makeC(_ coder: NSCoder) -> UIViewController? { nil }
        @IBSegueAction public func makeD(_ coder: NSCoder) -> UIViewController? { nil }
      }
      private extension ListViewController {
        @IBSegueAction func makeE(_ coder: NSCoder) -> UIViewController? { nil }
      }
      extension ListViewController {
        @IBSegueAction func makeF(_ coder: NSCoder) -> UIViewController? { nil }
      }
      @objc fileprivate extension ListViewController {
        func makeG(_ coder: NSCoder) -> UIViewController? { nil }
      }
      private final class Hidden: UIViewController {
        @IBSegueAction func makeH(_ coder: NSCoder) -> UIViewController? { nil }
      }
      """)
    #expect(
      found == [
        "makeA": "private", "makeB": "fileprivate", "makeC": "internal", "makeD": "internal",
        "makeE": "in a private extension", "makeF": "internal",
        "makeG": "in a fileprivate extension", "makeH": "in a private class",
      ])
  }

  @Test func theProblemSaysHowToMakeItInternal() throws {
    let index = SourceIndex(files: [
      (
        "ListViewController.swift",
        """
        class ListViewController: UIViewController {
          @IBSegueAction private func makeA(_ coder: NSCoder) -> UIViewController? { nil }
        }
        private extension ListViewController {
          @IBSegueAction func makeB(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
          @IBSegueAction internal func makeC(_ coder: NSCoder) -> UIViewController? { nil }
        }
        """
      )
    ])
    let problems = index.segueActions.map(\.accessProblem)
    #expect(problems.count == 3)
    #expect(
      problems[0]
        == "The @IBSegueAction method 'makeA(_:)' (ListViewController.swift:2:26) is private, "
        + "so the code `segue generate` writes cannot name it and does not check that it fits "
        + "this segue; make it internal (remove 'private') to have a renamed or misspelled "
        + "method fail to compile.")
    let second = try #require(problems[1])
    #expect(second.contains("'makeB(_:sender:)' (ListViewController.swift:5:18) is in a private"))
    #expect(second.contains("(remove 'private' from the extension, or move the method out of it)"))
    // An explicit `internal` in a private extension is still file-private: Swift warns.
    #expect(problems[2] != nil)
  }
}
