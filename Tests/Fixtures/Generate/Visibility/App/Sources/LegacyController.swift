import UIKit

/// Named by its mangled name in the storyboard, `_TtC3App16LegacyController`.
final class LegacyController: UIViewController {}
