// swift-format-ignore-file
import UIKit

/// A controller whose segue code SwiftGen's and R.swift's generated files typed.
final class PeerViewController: UIViewController {
  func open() {
    perform(segue: StoryboardSegue.Main.showDetail)
    self.perform(segue: StoryboardSegue.Main.showSettings, sender: self)
    performSegue(withIdentifier: R.segue.peerViewController.showDetail, sender: nil)
    perform(segue: StoryboardSegue.Main.elsewhere)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch StoryboardSegue.Main(segue) {
    case .showDetail?:
      print("detail")
    case .showSettings?:
      print("settings")
    default:
      break
    }
    if case .showDetail? = StoryboardSegue.Main(segue) {
      print("detail again")
    }
    if let info = R.segue.peerViewController.showDetail(segue: segue) {
      print(info)
    }
  }
}

// Stand-ins for what SwiftGen's and R.swift's generated files declare, so that what migrate
// leaves still compiles.
enum StoryboardSegue {
  enum Main: String {
    case showDetail
    case showSettings = "show-settings"
    case elsewhere

    init?(_ segue: UIStoryboardSegue) {
      guard let identifier = segue.identifier else { return nil }
      self.init(rawValue: identifier)
    }
  }
}

extension UIViewController {
  func perform(segue: StoryboardSegue.Main, sender: Any? = nil) {
    performSegue(withIdentifier: segue.rawValue, sender: sender)
  }

  func performSegue(withIdentifier identifier: RSegueIdentifier, sender: Any?) {
    performSegue(withIdentifier: identifier.identifier, sender: sender)
  }
}

struct RSegueIdentifier {
  let identifier: String
}

enum R {
  enum segue {
    enum peerViewController {
      static let showDetail = RSegueIdentifier(identifier: "showDetail")

      static func showDetail(segue: UIStoryboardSegue) -> UIViewController? {
        segue.identifier == "showDetail" ? segue.destination : nil
      }
    }
  }
}
