import UIKit

class FormViewController: UIViewController {}

final class SignUpFormViewController: FormViewController {
  @IBSegueAction func makeTerms(_ coder: NSCoder) -> TermsViewController? { nil }
}

class WizardFormViewController: SignUpFormViewController, UITextFieldDelegate {}

class HelpViewController: UIViewController {}

class DoneViewController: UIViewController {}

class TermsViewController: UIViewController {}

class WelcomeViewController: UIViewController {}
