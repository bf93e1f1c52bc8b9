import AppInputs
import SegueCommandLine
import StoryboardSimulator

extension SimulateCommand {
  /// How one target is launched: its simulator, or why it is passed over.
  enum Launch {
    case simulator(StoryboardSimulator)
    case passedOver(String)
  }

  /// The simulator of one target; passed over, saying why, for a framework that names
  /// nothing to launch (the apps that link it open its scenes) and, among several targets, a
  /// watch app (WatchKit's navigation is not simulated), as explore passes them over.
  func launchable(_ loaded: AppInput, amongSeveral: Bool) throws(CommandFailure)
    -> Launch
  {
    let made = Result { () throws(SimulatorError) in
      try loaded.simulator(options: options, idiom: idiom)
    }
    if amongSeveral, case .failure(.unsupportedPlatform(let storyboard, _)) = made {
      return .passedOver(
        "'\(storyboard)' is a watchOS storyboard, and WatchKit's navigation is not "
          + "simulated; nothing launched.")
    }
    if loaded.target.isFramework, options.start == nil, case .failure(.noStartStoryboard) = made {
      return .passedOver(
        "the framework launches nothing; the apps that link it open its scenes "
          + "(simulate one with --target and --start).")
    }
    do {
      return .simulator(try made.get())
    } catch {
      // The launch storyboard's name ambiguous is a usage error (exit status 64): the
      // command line must choose.
      throw CommandFailure(error)
    }
  }
}
