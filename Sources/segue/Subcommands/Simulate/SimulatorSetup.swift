import AppInputs
import SegueCommandLine
import StoryboardKit
import StoryboardSimulator

/// How `simulate` and `explore` launch each target: the simulator's options and idiom from the
/// command line (``SimulatorOptionGroup``), and the one rule that says when a target is
/// passed over rather than launched.
struct SimulatorSetup {
  var options: SimulatorOptions
  /// `--idiom`; nil for the target's (a pad only when it runs on no phone).
  var idiom: SimulatedIdiom?

  /// How one target is launched: its simulator, or why it is passed over.
  enum Launch {
    case simulator(StoryboardSimulator)
    case passedOver(String)
  }

  /// `target` loaded (what loading found wrong emitted: a storyboard that cannot be read
  /// makes the run fail, but those that parsed are still launched) and its simulator. Passed
  /// over, saying why, are a menu bar app's storyboards with no scene, an app or extension
  /// whose Info.plist and code open none of its scenes, a framework that names
  /// nothing to launch (the apps that link it open its scenes) and, when `passingOverWatch`, a
  /// watch app (WatchKit's navigation is not simulated); `command` (`simulate` or `explore`)
  /// names the command in the sentences.
  func launch(_ target: InputTarget, passingOverWatch: Bool, command: String, console: Console)
    throws(CommandFailure) -> Launch
  {
    let app: AppInput
    do {
      app = try AppInput(target)
    } catch {
      throw CommandFailure(error)
    }
    console.diagnostics.emit(app.diagnostics)
    let device = idiom ?? (app.runsOnPadOnly ? .pad : .phone)
    var made = Result { () throws(SimulatorError) in
      try StoryboardSimulator(app: app, options: options, idiom: device)
    }
    // Storyboards read as plain files have no Info.plist to name the one to launch: the only
    // one with an initial controller is launched, and a note says so (wizardwar's
    // MainStoryboard, in no target, stopped explore with an error).
    if options.start == nil, target.kind == nil,
      case .failure(.noStartStoryboard(let candidates)) = made, candidates.count == 1
    {
      var chosen = options
      chosen.start = candidates[0]
      console.diagnostics.emit([
        Diagnostic(
          severity: .note,
          message: "No storyboard is named Main and no Info.plist names one to launch; "
            + "\(candidates[0]), the only storyboard with an initial view controller, is "
            + "launched (choose another with --start).")
      ])
      made = Result { () throws(SimulatorError) in
        try StoryboardSimulator(app: app, options: chosen, idiom: device)
      }
    }
    if case .failure(.noStoryboards) = made {
      return .passedOver("no storyboard was found; nothing \(command)d.")
    }
    // Storyboards that are all launch screens (`launchScreen="YES"`), read as plain files.
    if options.start == nil, case .failure(.noStartStoryboard) = made,
      app.graph.documents.allSatisfy({ app.graph[$0].isLaunchScreen })
    {
      return .passedOver(
        "the only storyboards are launch screens, never navigated; nothing \(command)d.")
    }
    if passingOverWatch, case .failure(.unsupportedPlatform(let storyboard, _)) = made {
      return .passedOver(
        "'\(storyboard)' is a watchOS storyboard, and WatchKit's navigation is not simulated; "
          + "nothing \(command)d.")
    }
    // A menu bar app's storyboard holds the application scene and nothing else: its code
    // makes every window, and there is no scene to launch.
    if options.start == nil, case .failure(.noInitialController) = made,
      app.graph.nodes.allSatisfy({ app.graph[$0].kind == .application })
    {
      return .passedOver(
        "its storyboards hold only the menu bar (the application scene) and no scene: the "
          + "code makes every window; nothing \(command)d.")
    }
    // An app or extension of a project whose Info.plist launches no storyboard, and whose code
    // opens none of its scenes by a name the sources show: OpenInTerminal's Finder extension
    // copies its app's storyboard (its membership box ticked) and never loads it; Facebook's
    // RPSSample holds a storyboard for the SDK, which the checkout has only as a binary.
    // Its storyboard named Main, which only the fallback for plain files chose, may have no
    // initial controller: UIKit never loads it at launch (Monotone builds its windows in code
    // and keeps a Main storyboard of two scenes its code never opens), so it is passed over too.
    if options.start == nil, !target.isFramework, target.kind != nil, target.launchNames.isEmpty,
      Self.launchesNothing(made)
    {
      return .passedOver(
        "its Info.plist launches no storyboard, and no code it holds opens one of its scenes "
          + "by a name the sources show; nothing \(command)d (\(command) one with --target "
          + "and --start).")
    }
    // The storyboard its Info.plist launches is none the target copies (EMBRACE's
    // `MainStoryboard_iPhone`, which lint warns of): UIKit finds nothing to launch either, and
    // the error spoke of a storyboard named Main, which the app never names.
    if options.start == nil, !target.launchNames.isEmpty, case .failure(.noStartStoryboard) = made,
      !target.launchNames.contains(where: { name in
        app.graph.documents.contains { app.graph[$0].name == name }
      })
    {
      let names = target.launchNames.map { "'\($0)'" }.joined(separator: ", ")
      return .passedOver(
        "its Info.plist launches \(names), a storyboard the target does not copy, and no code "
          + "it holds opens one of its scenes by a name the sources show; nothing \(command)d "
          + "(\(command) one with --start).")
    }
    if target.isFramework, options.start == nil, case .failure(.noStartStoryboard) = made {
      return .passedOver(
        "the framework launches nothing and its code opens none of its scenes; the apps that "
          + "link it open them (\(command) one with --target and --start).")
    }
    do {
      return .simulator(try made.get())
    } catch {
      // The launch storyboard's name ambiguous is a usage error (exit status 64): the
      // command line must choose.
      throw CommandFailure(error)
    }
  }

  /// Whether the simulator found nothing to launch: no storyboard the rule chose, or one it
  /// chose without an initial controller and no scene code opens (``StoryboardSimulator``
  /// starts from those when there are some).
  private static func launchesNothing(_ made: Result<StoryboardSimulator, SimulatorError>) -> Bool {
    switch made {
    case .failure(.noStartStoryboard), .failure(.noInitialController): true
    default: false
    }
  }
}
