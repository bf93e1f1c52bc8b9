extension SceneIdentifierNotInStoryboardRule {
  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="editor" storyboardIdentifier="Editor" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class ListViewController: UIViewController {
            func edit() {
              let board = UIStoryboard(name: ↓"Mian", bundle: nil)
              let editor = board.instantiateViewController(withIdentifier: ↓"Edtior")
              show(editor, sender: self)
            }
            func make() {
              _ = storyboard?.instantiateViewController(identifier: ↓"Details") { coder in nil }
              _ = UIStoryboard(name: ↓"Main.storyboard", bundle: nil)
            }
            func ownBundle() {
              _ = UIStoryboard(name: ↓"Lsit", bundle: Bundle(for: ListViewController.self))
              _ = UIStoryboard(name: ↓"Setings", bundle: Bundle(for: type(of: self)))
            }
            func camera(hls: Bool, mjpeg: Bool) {
              _ = storyboard?.instantiateViewController(
                withIdentifier: hls ? "Editor" : mjpeg ? ↓"MJPEG" : "Editor")
            }
          }
          """),
        ExampleStoryboard.source(
          "Legacy.m",
          """
          @implementation Legacy
          - (void)open {
            UIViewController *c = [self.storyboard instantiateViewControllerWithIdentifier:↓@"Old"];
            [UIStoryboard storyboardWithName:↓@"Olde" bundle:[NSBundle mainBundle]];
          }
          @end
          """)),
      RuleExample(
        ExampleStoryboard.macOS(
          "Preferences",
          """
          <scene sceneID="s1"><objects>
            <windowController id="w1" storyboardIdentifier="PreferencesWindow" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "AppDelegate.swift",
          """
          func showPreferences() {
            let board = NSStoryboard(name: NSStoryboard.Name("Preferences"), bundle: nil)
            let id = NSStoryboard.SceneIdentifier(↓"Preferences")
            _ = board.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier(↓"Window"))
          }
          """)),
      // An app that opts into state restoration runs its restoration classes' methods.
      RuleExample(
        ExampleStoryboard.ios(
          initial: "home",
          """
          <scene sceneID="s1"><objects>
            <viewController id="home" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "AppDelegate.swift",
          """
          class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ app: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
          }
          class RevealViewController: UIViewController, UIViewControllerRestoration {
            static func viewController(withRestorationIdentifierPath path: [String], coder: NSCoder) -> UIViewController? {
              UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: ↓"Reveal")
            }
          }
          """)),
      // A constant is checked where it is passed; one passed nowhere names nothing that fails.
      RuleExample(
        ExampleStoryboard.macOS(
          "Main",
          """
          <scene sceneID="s1"><objects>
            <viewController id="v1" storyboardIdentifier="Browser" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "WindowsManager.swift",
          """
          func makeWindow(board: NSStoryboard) {
            _ = board.instantiateController(withIdentifier: .browser)
            _ = board.instantiateController(withIdentifier: ↓.settings)
          }
          fileprivate extension NSStoryboard.SceneIdentifier {
            static let browser = NSStoryboard.SceneIdentifier("Browser")
            static let settings = NSStoryboard.SceneIdentifier("Settings")
            static let unused = NSStoryboard.SceneIdentifier("Gone")
          }
          """)),
    ]
  }

  var nonTriggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="editor" storyboardIdentifier="Editor" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.ios(
          "Settings",
          """
          <scene sceneID="s1"><objects>
            <navigationController id="nav" storyboardIdentifier="SettingsNavigation" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class ListViewController: UIViewController {
            func edit() {
              let board = UIStoryboard(name: "Main", bundle: nil)
              show(board.instantiateViewController(withIdentifier: "Editor"), sender: self)
              let settings = UIStoryboard(name: "Settings", bundle: .main)
              _ = settings.instantiateViewController(identifier: "SettingsNavigation") { coder in nil }
              _ = board.instantiateViewController(withIdentifier: sceneName)
              _ = board.instantiateViewController(withIdentifier: "Step\\(index)")
              _ = board.instantiateViewController(withIdentifier: compact ? "Editor" : sceneName)
              // board.instantiateViewController(withIdentifier: "Commented")
            }
            // A pod's storyboards, in the pod's bundle: not among the linted ones.
            func console() {
              let pod = UIStoryboard(name: "LumberjackConsole", bundle: Bundle(for: PodLogger.self))
              _ = pod.instantiateViewController(withIdentifier: "ConsoleViewController")
              _ = UIStoryboard(name: "Picker", bundle: Bundle(identifier: "org.pod.picker"))
            }
            // A storyboard named by a variable, in a framework's bundle (Threema's share sheet).
            func preview(_ name: String) {
              let board = UIStoryboard(name: name, bundle: Bundle(for: PodLogger.self))
              _ = board.instantiateViewController(withIdentifier: "PodPreview")
            }
          }
          """),
        ExampleStoryboard.source(
          "Legacy.m",
          """
          - (void)open {
            [UIStoryboard storyboardWithName:@"Scanner" bundle:[NSBundle bundleForClass:[PodScanner class]]];
          }
          """),
        // Runs only while UIKit restores state, which this app never opts into.
        ExampleStoryboard.source(
          "RevealViewController.m",
          """
          @implementation RevealViewController
          + (UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray *)path coder:(NSCoder *)coder {
            UIStoryboard *sb = [coder decodeObjectForKey:UIStateRestorationViewControllerStoryboardKey];
            if (sb) { return [sb instantiateViewControllerWithIdentifier:@"RevealViewController"]; }
            return nil;
          }
          @end
          """))
    ]
  }
}
