import UIKit

// Opens no storyboard: the extension copies Settings.storyboard only because its target
// membership box is ticked.
final class ShareViewController: UIViewController {}
