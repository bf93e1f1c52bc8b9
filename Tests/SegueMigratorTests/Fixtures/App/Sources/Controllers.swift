// swift-format-ignore-file
import UIKit

final class DetailViewController: BaseDetailViewController {
  func back() {
    // Detail starts no identified segue: nothing is generated for it.
    performSegue(withIdentifier: "showDetail", sender: nil)
  }
}

final class SettingsViewController: UIViewController {}
final class OtherViewController: UIViewController {}
final class SharedViewController: UIViewController {}

extension OtherViewController {
  static func make() -> (OtherViewController, DetailViewController) {
    let storyboard = UIStoryboard.init(name: "Other", bundle: nil)
    let main = UIStoryboard(name: "Main", bundle: Bundle.main)
    return (
      storyboard.instantiateInitialViewController() as! OtherViewController,
      main.instantiateViewController(withIdentifier: "detail") as! DetailViewController
    )
  }
}

extension SettingsViewController {
  func showDetail() {
    guard
      let detail = storyboard?.instantiateViewController(withIdentifier: "detail")
        as? DetailViewController
    else { return }
    show(detail, sender: nil)
  }
}

extension SharedViewController {
  func plain() -> (UIViewController, UIViewController?) {
    let other = UIStoryboard(name: "Other", bundle: nil)
    return (
      other.instantiateViewController(withIdentifier: "shared"),
      other.instantiateInitialViewController()
    )
  }
}

extension DetailViewController {
  func generic() {
    let other = UIStoryboard(name: "Other", bundle: nil)
    let main = UIStoryboard(name: "Main", bundle: nil)
    let inferred: SharedViewController = other.instantiateViewController(identifier: "shared")
    let declaredWrong: OtherViewController = other.instantiateViewController(identifier: "shared")
    let created = main.instantiateViewController(identifier: "detail") { coder in
      DetailViewController(coder: coder)
    }
    guard let initial = other.instantiateInitialViewController() as? OtherViewController
    else { return }
    _ = (inferred, declaredWrong, created, initial)
  }

  /// Creator blocks: as an argument, on a storyboard named through the app's constant; and
  /// one that makes another class than the scene's, which stays.
  func created() -> (DetailViewController, UIViewController) {
    let named = UIStoryboard(name: StoryboardName.main, bundle: nil)
    let argument = named.instantiateViewController(identifier: "detail", creator: { coder in
      // The block moves as it is, comments kept.
      let detail = DetailViewController(coder: coder)
      return detail
    })
    let other = named.instantiateViewController(identifier: "detail") { coder in
      SpecialDetailViewController(coder: coder)
    }
    return (argument, other)
  }
}

final class SpecialDetailViewController: UIViewController {}

/// The detail scene's superclass: a cast to it is the scene's class, upcast.
class BaseDetailViewController: UIViewController {}

extension SettingsViewController {
  func bases() -> (BaseDetailViewController, BaseDetailViewController?) {
    let main = UIStoryboard(name: "Main", bundle: nil)
    return (
      main.instantiateViewController(withIdentifier: "detail") as! BaseDetailViewController,
      main.instantiateViewController(withIdentifier: "detail") as? BaseDetailViewController
    )
  }
}

enum StoryboardName {
  static let main = "Main"
}
