import AppInputs
import StoryboardKit

extension InputResolution {
  /// Resolves `options` from the console's working directory and environment (`strict` is
  /// lint's `--strict`), printing what was read and every problem, in order; throws after
  /// printing why it stopped.
  package static func resolve(_ options: InputOptions, console: Console, strict: Bool = false)
    throws(InputResolution.Failure) -> InputResolution
  {
    let request = options.request(
      workingDirectory: console.workingDirectory,
      strictness: PathStrictness(flag: strict, environment: console.environment))
    do {
      let resolution = try InputResolver.resolve(request)
      console.say(resolution.events)
      return resolution
    } catch {
      console.say(error.events)
      throw error
    }
  }
}
