import SegueCommandLine
import StoryboardSimulator

/// `--start`, `--idiom` and `--custom-segue`: what `simulate` and `explore` both take to set up
/// the simulator, declared once and read once.
enum SimulatorOptionGroup {
  /// `--start STORYBOARD`, as it is read; each command declares it with ``start(_:)``.
  static let start = start("")

  /// `--start STORYBOARD`, with what the command does when no storyboard is the launch's.
  static func start(_ otherwise: String) -> CommandOption {
    .value(
      "start", "STORYBOARD",
      help: "The storyboard to launch, by name (Main for Main.storyboard) or path. Default: the "
        + "first the target's Info.plist (or an Info.plist among the PATHs) opens at launch, "
        + "else the one named Main\(otherwise).")
  }

  /// `--idiom phone|pad`.
  static let idiom = CommandOption.choice(
    "idiom", SimulatedIdiom.allCases.map(\.rawValue),
    help: "phone: compact width, split views collapsed, popovers as sheets. pad: regular "
      + "width. Default: pad for an iOS target whose device family has no phone, else phone.")

  /// The group's options in the order `--help` lists them.
  static func options(start otherwise: String = "") -> [CommandOption] {
    [start(otherwise), idiom, CustomSegueArgument.option]
  }

  /// The simulator's options; the idiom is nil when `--idiom` is not given (the target's, else
  /// phone).
  static func read(_ arguments: ParsedArguments) throws(UsageError)
    -> (options: SimulatorOptions, idiom: SimulatedIdiom?)
  {
    let idiom: SimulatedIdiom? = try arguments.choice(Self.idiom)
    let behaviours = try CustomSegueArgument.behaviours(
      arguments.values(CustomSegueArgument.option))
    let options = SimulatorOptions(start: arguments.value(Self.start), customSegues: behaviours)
    return (options, idiom)
  }
}
