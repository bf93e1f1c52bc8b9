import Foundation

/// One run of `segue` over one target.
struct SegueJob {
  var target: String
  var arguments: [String]

  /// The run `request` asks for over a target's `inputs`, compiled into `module`, whose
  /// folder is `folder` (where `generate` writes, into `Generated`).
  init(
    target: String, request: CommandRequest, inputs: TargetInputs, sources: [URL],
    module: String, folder: URL, configuration: URL?
  ) {
    self.target = target
    switch request.verb {
    case .generate:
      arguments = SegueArguments.generate(
        storyboards: inputs.storyboards, sources: sources, module: module,
        outputDirectory: request.namesOutput
          ? nil : folder.appendingPathComponent("Generated", isDirectory: true),
        extra: request.options)
    case .lint:
      arguments = SegueArguments.lint(
        storyboards: inputs.storyboards, sources: sources, module: module,
        configuration: configuration, extra: request.options)
    }
  }
}
