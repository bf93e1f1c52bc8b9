import SegueCommandLine
import StoryboardSimulator

/// `--start`, `--idiom` and `--custom-segue`: what `simulate` and `explore` both take to set up
/// the simulator, declared once and read once, into a ``SimulatorSetup``.
struct SimulatorOptionGroup {
  /// `--start STORYBOARD`, with what the command does when no storyboard is the launch's.
  let start: CommandOption<String?>

  /// The group of a command that, when the target names no launch storyboard and Main is
  /// none, does `otherwise` (such as ", else none (then only …)"); empty for nothing more.
  init(otherwise: String = "") {
    start = .value(
      "start", "STORYBOARD",
      help: "The storyboard to launch, by name (Main for Main.storyboard) or path. Default: the "
        + "first the target's Info.plist (or an Info.plist among the PATHs) opens at launch, "
        + "else the one named Main\(otherwise).")
  }

  /// `--idiom phone|pad`.
  static let idiom = CommandOption.choice(
    "idiom", of: SimulatedIdiom.self,
    help: "phone: compact width, split views collapsed, popovers as sheets. pad: regular "
      + "width. Default: pad for an iOS target whose device family has no phone, else phone.")

  /// The group's options in the order `--help` lists them.
  var options: [any DeclaredOption] { [start, Self.idiom, CustomSegueArgument.option] }

  /// The simulator's setup the command line asks for.
  func read(_ arguments: ParsedArguments) throws(UsageError) -> SimulatorSetup {
    let behaviours = try CustomSegueArgument.behaviours(
      arguments.values(CustomSegueArgument.option))
    return SimulatorSetup(
      options: SimulatorOptions(start: arguments.value(start), customSegues: behaviours),
      idiom: try arguments.choice(Self.idiom))
  }
}
