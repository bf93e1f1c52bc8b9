import Foundation
import Testing

@testable import SegueGenerator

/// Where `StoryboardScene` looks for the storyboards: each choice's `BundleToken`, and the
/// `--bundle` expressions the file can and cannot hold.
@Suite struct SceneBundleTests {
  /// The code generated for one storyboard with an initial scene, finding it in `bundle`.
  private static func code(_ bundle: SceneBundle) -> String {
    GeneratorFixture.generation(GeneratorOptions(bundle: bundle)).singleFile()
  }

  /// The body of `BundleToken.bundle` in `code`, its lines trimmed.
  private static func tokenBody(_ code: String) -> [String] {
    let lines = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    guard let start = lines.firstIndex(of: "static var bundle: Bundle {") else { return [] }
    return Array(lines[(start + 1)...].prefix { $0 != "}" })
  }

  @Test(
    arguments: [
      (
        SceneBundle.moduleOrFramework,
        ["#if SWIFT_PACKAGE", "Bundle.module", "#else", "Bundle(for: BundleToken.self)", "#endif"]
      ),
      (.module, ["Bundle.module"]),
      (.ofFramework, ["Bundle(for: BundleToken.self)"]),
      (.main, ["Bundle.main"]),
      (
        .expression(#"Bundle(path: Bundle.main.bundlePath + "/Kit.bundle") ?? .main"#),
        [
          "// From `segue generate --bundle`, as given.",
          #"Bundle(path: Bundle.main.bundlePath + "/Kit.bundle") ?? .main"#,
        ]
      ),
    ])
  func eachChoiceIsTheTokensBody(_ bundle: SceneBundle, _ body: [String]) {
    let code = Self.code(bundle)
    #expect(Self.tokenBody(code) == body)
    // Every storyboard's enum finds its storyboard through the token, whatever the choice: its
    // protocol's extension gives the bundle once, and its scenes are typed with the enum.
    #expect(code.contains("protocol ModuleStoryboard: StoryboardName {\n"))
    #expect(
      code.contains(
        "extension StoryboardScene.ModuleStoryboard {\n"
          + "  /// The bundle the storyboard is compiled into.\n"
          + "  static var bundle: Foundation.Bundle { StoryboardScene.BundleToken.bundle }"))
    #expect(code.contains(": ModuleStoryboard {\n"))
    #expect(code.components(separatedBy: "BundleToken.bundle").count - 1 == 1)
  }

  /// What can stand in `static var bundle: Bundle { … }` as one expression.
  @Test(
    arguments: [
      "Bundle.main",
      "Bundle(for: BundleToken.self)",
      #"Bundle(url: Bundle.main.url(forResource: "Kit", withExtension: "bundle")!)!"#,
      #"Bundle(identifier: "com.example.kit") ?? Bundle(for: BundleToken.self)"#,
      #"MyKit.resources(named: "a;b // not a comment */ (")"#,
      #"Bundle(path: "\(Bundle.main.bundlePath)/Kit.bundle")!"#,
      "[Bundle.main].first { $0.bundlePath.hasSuffix(\".app\") } ?? .main",
      "  Bundle.main  ",
    ])
  func anExpressionTheFileCanHoldIsAccepted(_ expression: String) {
    #expect(SceneBundle.problem(inExpression: expression) == nil)
  }

  /// What would break the file around the expression, or end it early.
  @Test(
    arguments: [
      ("", "it is empty"),
      ("   ", "it is empty"),
      ("Bundle.main\n}\nfunc evil() {", "line break"),
      ("Bundle.main\r", "U+000D"),
      ("Bundle.main\u{202E}", "U+202E"),
      ("Bundle.main // the app's", "it holds a comment"),
      ("Bundle.main /* x */", "it holds a comment"),
      ("Bundle.main; exit(0)", "';'"),
      ("#if DEBUG", "'#if'"),
      ("#endif", "'#endif'"),
      (##"Bundle(path: #"a"#)!"##, "raw string"),
      (#"Bundle(path: """)"#, "multi-line"),
      (#"Bundle(path: "a)!"#, "string literal open"),
      ("Bundle(for: A.self", "'(' open"),
      ("Bundle.main }", "'}' closes nothing"),
      ("[Bundle.main)", "does not close '['"),
      (#"Bundle(path: "\(x")"#, "open"),
    ])
  func anExpressionThatWouldBreakTheFileIsRefused(_ expression: String, _ reason: String) throws {
    let problem = try #require(SceneBundle.problem(inExpression: expression))
    #expect(problem.contains(reason), "\(problem)")
  }
}
