import DeterministicOutput
import SourceIndex
import StoryboardKit

extension SegueGeneration {
  /// A warning when the storyboards with scenes are the resources of different modules, as
  /// their paths show (Swift package targets, `--sources NAME=DIR` folders, the app): the file
  /// is compiled into one of them, and its `BundleToken` finds that module's bundle only. Nil
  /// when they are one module's, or when `--bundle` names the bundle.
  var bundleWarning: Diagnostic? {
    guard options.generatesScenes, !model.storyboards.isEmpty else { return nil }
    if case .expression = options.bundle { return nil }
    let withScenes = Set(model.storyboards.map(\.name))
    // A document's name is its path's: one pass, not a search of every document per path.
    let paths = documents.filter { withScenes.contains($0.name) }.map(\.path)
    var map = options.sources?.moduleMap ?? ModuleMap()
    map.findPackages(holding: paths)
    var firstPath: [SourceModule: String] = [:]
    for path in paths.sortedByBytes() where firstPath[map.module(of: path)] == nil {
      firstPath[map.module(of: path)] = path
    }
    guard firstPath.count > 1 else { return nil }
    let listed = firstPath.keys.sorted().map { module in
      "\(module) ('\(firstPath[module] ?? "")')"
    }
    return Diagnostic(
      severity: .warning,
      message: "StoryboardScene looks for every storyboard in the bundle of the module the "
        + "file is compiled into, but these storyboards are the resources of "
        + listed.joined(separator: ", ") + ": the scenes of the others would not be found. "
        + "Generate each module's storyboards into a file of its own in that module.",
      errorID: "scenes-in-several-bundles")
  }
}
