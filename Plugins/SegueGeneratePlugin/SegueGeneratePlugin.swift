import Foundation
import PackagePlugin

/// Generates the typed segue code of a target's storyboards while the target builds.
///
/// A build command, not a prebuild one: it runs only when a storyboard, a Swift source or the
/// `segue` tool changed, and `segue generate` rewrites only the files whose content changed,
/// so a build where nothing changed recompiles nothing.
@main
struct SegueGeneratePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else {
      if let target = target as? any SourceModuleTarget,
        !TargetInputs(target.sourceFiles).storyboards.isEmpty
      {
        Diagnostics.warning(
          "SegueGeneratePlugin writes Swift; '\(target.name)' is not a Swift target, so its "
            + "storyboards get no typed segues.")
      }
      return []
    }
    let inputs = TargetInputs(target.sourceFiles)
    return try commands(
      inputs: inputs,
      reading: .files(
        storyboards: inputs.storyboards, sources: inputs.swiftSources, module: target.moduleName),
      targetName: target.name, tool: context.tool(named: "segue-generate-tool").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }

  /// The one command that writes the code of `inputs` into the work directory, `segue` reading
  /// them as `reading` says (`projectFile`, when it reads a project, is an input too); none for
  /// a target without storyboards.
  func commands(
    inputs: TargetInputs, reading: SegueReading, projectFile: URL? = nil, targetName: String,
    tool: URL, workDirectory: URL
  ) -> [Command] {
    guard !inputs.storyboards.isEmpty else { return [] }
    let directory = workDirectory.appendingPathComponent("Segues", isDirectory: true)
    return [
      .buildCommand(
        displayName:
          "Generating typed segues for \(targetName) from \(inputs.storyboards.count) storyboard(s)",
        executable: tool,
        arguments: SegueArguments.generate(reading: reading, outputDirectory: directory),
        inputFiles: [tool] + inputs.storyboards + inputs.swiftSources
          + (projectFile.map { [$0] } ?? []),
        outputFiles: GeneratedFiles.urls(for: inputs.storyboards, in: directory))
    ]
  }
}
