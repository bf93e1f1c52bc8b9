import UIKit

@main class AppDelegate: UIResponder, UIApplicationDelegate {}

class StartViewController: UIViewController {}
