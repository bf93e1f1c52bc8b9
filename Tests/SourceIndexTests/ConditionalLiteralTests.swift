import SourceIndex
import Testing

/// A conditional whose every branch is a literal names each of them, as a literal does.
@Suite struct ConditionalLiteralTests {
  @Test func eachBranchOfAConditionalOfLiteralsIsALiteralUse() {
    var index = SourceIndex()
    index.add(
      text: """
        let c = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(
          withIdentifier: useHLS ? "HLS" : obico ? "TSD" : "MJPEG")
        performSegue(withIdentifier: (a == "x") ? "Left" : "Right", sender: nil)
        """, path: "File.swift")
    #expect(index.codeOpenings.isEmpty)
    #expect(
      index.literalUses.map { "\($0.kind) \($0.value)" } == [
        "storyboardName Main", "sceneIdentifier HLS", "sceneIdentifier TSD",
        "sceneIdentifier MJPEG", "segueIdentifier Left", "segueIdentifier Right",
      ])
  }

  @Test func aConditionalWithABranchThatIsNoLiteralNamesNoScene() {
    let kinds = CodeOpeningTests.openings(
      """
      let a = storyboard.instantiateViewController(withIdentifier: flag ? "A" : name)
      let b = storyboard.instantiateViewController(withIdentifier: name ?? "B")
      let c = storyboard.instantiateViewController(withIdentifier: item?.id ?? "C")
      """)
    #expect(kinds == [.nonLiteralScene, .nonLiteralScene, .nonLiteralScene])
  }
}
