import UIKit

final class ListViewController: UIViewController {}

/// Not the storyboard's: that one is KitUI's.
final class DetailViewController: UIViewController {}
