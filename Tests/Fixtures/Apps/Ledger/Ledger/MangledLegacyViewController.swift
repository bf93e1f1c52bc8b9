import UIKit

/// Main.storyboard names this class by its old mangled name,
/// `_TtC6Ledger27MangledLegacyViewController`.
final class MangledLegacyViewController: UIViewController {}
