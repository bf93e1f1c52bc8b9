import SourceIndex
import StoryboardKit

/// A custom class a storyboard names (a controller's, a segue's, a view's, a cell's, an
/// object's), meant to be in the scanned code, that no scanned source declares, or that they
/// declare in another module than the storyboard names.
struct CustomClassNotFoundRule: LintRule {
  let identifier = "custom-class-not-found"
  let judgesByTheTargetsCode = true
  let name = "Custom class not found"
  let defaultSeverity = Severity.warning
  let needsSources = true
  var rationale: String {
    """
    A scene, segue, view, cell or object whose custom class does not exist is loaded as the \
    plain UIKit class: outlets fail with "this class is not key value coding-compliant", and \
    the class's code never runs; at run time UIKit only logs "Unknown class". A storyboard looks for a class in \
    a module: `customModuleProvider="target"` means the module of the target that builds the \
    storyboard, else an explicit `customModule` or a mangled name (`_TtC5MyApp…`) the module \
    it names, and no module at all any module (Objective-C and `@objc(Name)` classes). \
    A source file's module is the Swift package target whose `Sources/<Target>/` folder holds \
    it (beside a `Package.swift`), or the module its folder is mapped to with \
    `--sources NAME=DIR`, else the app's module; a storyboard's module is found the same way. \
    The app's module is named with `--module`; without it, for each storyboard, by the one \
    `customModule` Interface Builder wrote for its `customModuleProvider="target"` classes \
    (its target's name), else by the one such name all the app's storyboards agree on. The rule reports a class no source declares, and a class declared only in \
    another module than the one the storyboard looks in ("declared in module CoreUI, not in \
    the app's module"); when the sources declare one whose name differs in letter case only, \
    the message names it (the lookup is case-sensitive). Classes of modules the sources do \
    not cover, such as SegueKit's \
    `PushDetailSegue` or a framework's, are not checked, nor the public classes of Apple's \
    SDKs (`MKMapView`, `WKWebView`, `NSTableView`: the list of every class of the iOS SDK's \
    headers, with those of MapKit, WebKit, AVKit, AppKit and the other frameworks). A class \
    without a module is found in any binary the app loads, so it is judged only when \
    everything the target links was read: while a pod, a package or a framework it links is \
    not, such classes are no finding, and `linked-code-not-read` names them once per target. \
    A class the sources declare only in a branch of an `#if` the configuration read does not \
    compile (`#if DEBUG`) is a note: only the configurations compiling it load its scene. \
    \(SourcesLimitation.text)
    """
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let sources = context.sources else { return [] }
    let lookup = ClassLookup(sources: sources, documents: context.documents)
    return context.customClassUses().compactMap { use in
      guard
        let problem = lookup.problem(
          use.reference, of: use.element, fallback: use.fallback, inStoryboardAt: use.path)
      else { return nil }
      // PIA VPN's `DevelopmentSettingsViewController` and Stopp Corona's debug screens are
      // compiled only under `#if DEVELOPMENT || STAGING` (`#if DEBUG || STAGE`), and so is the
      // code that opens their scenes: the Release build never loads them.
      let name = ClassLookup.innermostName(use.reference)
      if sources.uncompiledClasses.contains(name),
        lookup.declaringModules(of: name, forStoryboardAt: use.path).isEmpty
      {
        return finding(
          "'\(name)', the custom class of this \(use.element), is declared only in a branch of "
            + "an `#if` the configuration read does not compile: the scene is taken as one that "
            + "only the configurations compiling it load, and is not judged here.",
          path: use.path, at: use.location, severity: .note)
      }
      return finding(problem, path: use.path, at: use.location)
    }
  }

  /// The class UIKit or AppKit makes of an element without its custom class: `tableViewCell`
  /// is a `UITableViewCell`, an AppKit `customView` an `NSView`.
  static func frameworkClass(of element: String, on platform: Platform) -> String {
    let prefix = platform == .macOS ? "NS" : "UI"
    switch element {
    case "customObject", "placeholder": return "NSObject"
    case "customView": return prefix + "View"
    default: return prefix + element.prefix(1).uppercased() + element.dropFirst()
    }
  }
}
