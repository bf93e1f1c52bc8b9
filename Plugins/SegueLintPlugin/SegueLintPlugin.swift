import Foundation
import PackagePlugin

/// Lints a target's storyboards with its Swift sources while the target builds: findings
/// print as `path:line:col: warning: … [rule-id]`, which Xcode shows inline, and errors fail
/// the build.
///
/// The command declares an output, a stamp `segue lint --stamp` writes after a run without
/// errors (a Swift file holding one comment, so it compiles to nothing), so it reruns only when
/// a storyboard, a Swift source, the configuration or the tool changed.
@main
struct SegueLintPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let configuration = LintConfiguration.find(in: [
      target.directoryURL, context.package.directoryURL,
    ])
    let inputs = TargetInputs(target.sourceFiles)
    return try commands(
      inputs: inputs,
      reading: .files(
        storyboards: inputs.storyboards, sources: inputs.swiftSources, module: target.moduleName),
      configuration: configuration, targetName: target.name,
      tool: context.tool(named: "segue-lint-tool").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }

  /// The one command that lints `inputs`, `segue` reading them as `reading` says
  /// (`projectFile`, when it reads a project, is an input too); none for a target without
  /// storyboards.
  func commands(
    inputs: TargetInputs, reading: SegueReading, projectFile: URL? = nil, configuration: URL?,
    targetName: String, tool: URL, workDirectory: URL
  ) -> [Command] {
    guard !inputs.storyboards.isEmpty else { return [] }
    let stamp = workDirectory.appendingPathComponent("segue-lint.swift", isDirectory: false)
    var inputFiles = [tool] + inputs.storyboards + inputs.swiftSources
    if let configuration { inputFiles.append(configuration) }
    if let projectFile { inputFiles.append(projectFile) }
    return [
      .buildCommand(
        displayName:
          "Linting the segues of \(targetName) in \(inputs.storyboards.count) storyboard(s)",
        executable: tool,
        arguments: SegueArguments.lint(
          reading: reading, configuration: configuration, stamp: stamp),
        inputFiles: inputFiles,
        outputFiles: [stamp])
    ]
  }
}
