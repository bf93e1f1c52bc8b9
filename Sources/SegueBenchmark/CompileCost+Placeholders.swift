import SegueGenerator

extension CompileCost {
  /// The declarations the generated API cannot do without, each holding nothing: per class an
  /// enum of the segue identifiers with their raw values, per storyboard an enum with one
  /// static property per scene, `= 0`. No conformance, no typed destination, no scene type.
  /// Any generator of these names pays at least this, so it shows how much of the compile
  /// cost is the compiler's minimum for the declarations rather than what they hold.
  struct Placeholders {
    var source = ""

    /// The placeholders for `inventory`, importing the modules of `imports` (the generated
    /// file's).
    init(inventory: Inventory, imports: [String]) {
      var lines =
        imports.map { "import \($0)" }
        + inventory.identifierEnums(conformance: nil)
      if !inventory.scenes.isEmpty {
        lines.append("enum StoryboardScene {")
        // One enum per storyboard, in the order the storyboards come.
        var storyboards: [String] = []
        var scenes: [String: Int] = [:]
        for scene in inventory.scenes {
          if scenes[scene.storyboard] == nil { storyboards.append(scene.storyboard) }
          scenes[scene.storyboard, default: 0] += 1
        }
        for (index, storyboard) in storyboards.enumerated() {
          lines.append("  enum Storyboard\(index) {")
          for scene in 0..<scenes[storyboard, default: 0] {
            lines.append("    static let scene\(scene) = 0")
          }
          lines.append("  }")
        }
        lines.append("}")
      }
      source = lines.joined(separator: "\n") + "\n"
    }
  }
}
