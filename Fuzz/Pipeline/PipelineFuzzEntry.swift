// libFuzzer entry point of the whole pipeline, built by `Scripts/fuzz pipeline` against the
// package's modules. Each input is one to three storyboards (split at FuzzInput.separator)
// that go through the graph, generate, lint and a bounded explore; none may crash or hang,
// the generated Swift must be one well-formed file, and every finding must be located.

import Foundation
import SegueGenerator
import SegueLint
import StoryboardExplorer
import StoryboardKit
import StoryboardSimulator

@_cdecl("LLVMFuzzerTestOneInput")
public func pipelineFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  var documents: [StoryboardDocument] = []
  var errors: [StoryboardError] = []
  for (index, part) in FuzzInput.storyboards(in: bytes).enumerated() {
    do {
      documents.append(try StoryboardParser.parse(bytes: part, path: FuzzInput.names[index]))
    } catch {
      errors.append(error)
    }
  }
  GraphCheck.check(StoryboardGraph(documents))

  let generation = SegueGeneration(documents: documents, options: GeneratorOptions())
  let code = generation.singleFile()
  if let problem = SwiftWellFormedness.problem(in: code) {
    fatalError("generated Swift is not well formed: \(problem)\n\(code)")
  }

  let findings = Linter().lint(StoryboardSet(documents: documents, errors: errors))
  for finding in findings where finding.message.isEmpty || (finding.location?.line ?? 0) < 1 {
    fatalError("a finding without a message or a place: \(finding)")
  }

  guard let simulator = try? StoryboardSimulator(documents: documents) else { return 0 }
  MainActor.assumeIsolated {
    let limits = ExplorationLimits(depth: 4, maxStates: 64)
    guard let report = try? simulator.explore(limits: limits) else { return }
    if report.statesExplored > limits.maxStates || report.deepestStep > limits.depth {
      fatalError("the exploration went past its limits: \(report.statesExplored) states")
    }
    // Every step list from the launch replays. A scene a menu item or code opens is explored
    // from there, which `launch()` does not start at (and an app whose launch storyboard has
    // no initial controller, as a mutated one may, has no launch at all).
    for scene in report.reachedScenes.filter({ $0.origin == .launch }).prefix(8) {
      guard let simulation = try? simulator.launch() else { fatalError("launch stopped working") }
      do {
        try simulation.perform(scene.steps)
      } catch {
        fatalError("the steps to \(scene.scene.name) do not replay: \(error)")
      }
    }
  }
  return 0
}
