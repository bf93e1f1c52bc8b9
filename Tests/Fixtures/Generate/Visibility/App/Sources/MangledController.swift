import UIKit

/// Named by its mangled name in the storyboard, `_TtC3App17MangledController`.
final class MangledController: UIViewController {}
