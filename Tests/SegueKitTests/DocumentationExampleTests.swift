// The examples in HeadlessNavigation.docc and SegueKit.docc, kept compiling and passing, and the
// generated code the typed scenes article shows, kept the same as the code the probes compile.

import Foundation
import HeadlessNavigation
import Testing

@MainActor @Test func theMenuPushesOntoTheDetail() throws {
  let detail = HeadlessController(name: "detail")
  let detailNavigation = HeadlessNavigationController(name: "detailNav", root: detail)
  let split = HeadlessSplitController(
    primary: HeadlessController(name: "master"), secondary: detailNavigation)
  let window = HeadlessWindow(rootController: split)

  let menu = HeadlessController(name: "menu")
  menu.addSegue("NewNote", kind: .pushDetail) { HeadlessController(name: "note") }
  detail.addSegue("ShowMenu", kind: .popoverPresentation) { menu }

  try detail.performSegue(withIdentifier: "ShowMenu", sender: nil)
  try menu.performSegue(withIdentifier: "NewNote", sender: nil)
  window.settle()

  #expect(detailNavigation.viewControllers.map(\.name) == ["detail", "note"])
}

@MainActor @Test func theEditorSceneIsAnEditor() throws {
  let storyboard = HeadlessStoryboard(
    name: "Main", scenes: ["JobEditor": { JobEditorController() }])
  let editor = try StoryboardScene.Main.jobEditor.instantiate(from: storyboard)
  #expect(editor.job == nil)
}

@Test func theTypedScenesArticleShowsTheGeneratedCodeTheProbesCompile() throws {
  let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let article = try generatedScenes(
    in: root.appending(path: "Sources/SegueKit/SegueKit.docc/TypedScenes.md"))
  for probe in ["uikit-accepts-typed-scenes.swift", "tvos-accepts-typed-scenes.swift"] {
    let probed = try generatedScenes(in: root.appending(path: "Stubs/Probes/\(probe)"))
    #expect(probed == article, "\(probe) and TypedScenes.md differ")
  }
}

/// The lines from `// MARK: - Scenes` to the brace closing `StoryboardScene`.
private func generatedScenes(in file: URL) throws -> [Substring] {
  let lines = try String(contentsOf: file, encoding: .utf8).split(
    separator: "\n", omittingEmptySubsequences: false)
  let start = try #require(lines.firstIndex(of: "// MARK: - Scenes"))
  let end = try #require(lines[start...].firstIndex(of: "}"))
  return Array(lines[start...end])
}
