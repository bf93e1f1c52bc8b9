import Foundation

/// One run of `segue` over one target.
struct SegueJob {
  var target: String
  var arguments: [String]

  /// The run `request` asks for over a target that `segue` reads as `reading` says, whose
  /// folder is `folder` (where `generate` writes, into `Generated`).
  init(
    target: String, request: CommandRequest, reading: SegueReading, folder: URL,
    configuration: URL?
  ) {
    self.target = target
    switch request.verb {
    case .generate:
      arguments = SegueArguments.generate(
        reading: reading,
        outputDirectory: request.namesOutput
          ? nil : folder.appendingPathComponent("Generated", isDirectory: true),
        extra: request.options)
    case .lint:
      arguments = SegueArguments.lint(
        reading: reading, configuration: configuration, extra: request.options)
    }
  }
}
