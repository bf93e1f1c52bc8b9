/// How many of the scenes an exploration report covers, by where the exploration that first
/// showed each started.
public struct ExplorationCoverage: Sendable, Hashable {
  /// Every scene the user could be shown.
  public var scenes = 0
  /// Reached from the launch, or from a menu item of the macOS menu bar it shows.
  public var fromLaunch = 0
  /// Reached from a scene the code opens by a literal name or a generated accessor.
  public var fromCode = 0
  /// Reached from a scene assumed to be opened from code.
  public var assumedFromCode = 0
  /// Reached by no exploration.
  public var unreached = 0

  /// The scenes reached from some entry point.
  public var reached: Int { fromLaunch + fromCode + assumedFromCode }
}

extension ExplorationReport {
  /// The scenes reached from the launch, from code, assumed from code, and not at all.
  public var coverage: ExplorationCoverage {
    var coverage = ExplorationCoverage()
    coverage.scenes = reachedScenes.count + unreachedScenes.count
    coverage.unreached = unreachedScenes.count
    for scene in reachedScenes {
      switch scene.origin {
      case .launch, .menu: coverage.fromLaunch += 1
      case .code: coverage.fromCode += 1
      case .assumedFromCode: coverage.assumedFromCode += 1
      }
    }
    return coverage
  }
}
