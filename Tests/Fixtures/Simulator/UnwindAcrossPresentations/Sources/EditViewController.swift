import UIKit

final class EditViewController: UIViewController {}

final class OptionsViewController: UIViewController {}
