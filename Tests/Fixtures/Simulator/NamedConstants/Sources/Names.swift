/// The storyboards, named as SBConstants names them: one case implies its raw value.
enum StoryboardNames: String {
  case Auction
  case Main = "Main"
}

/// Scene identifiers in a namespace.
struct Scenes {
  static let bid = "Bid"
}

enum Identifiers {
  enum Scene {
    static let receipt: String = "Receipt"
  }
}

/// A global constant.
let showDetailSegue = "ShowDetail"
