import UIKit

final class SettingsViewController: UIViewController {}
