import UIKit

final class FooterViewController: UIViewController {
  @IBAction func closeProfile(_ segue: UIStoryboardSegue) {}
}

final class DashboardViewController: UIViewController {}

final class HeaderViewController: UIViewController {}

final class ProfileViewController: UIViewController {}
