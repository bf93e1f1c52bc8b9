import AppInputs
import SourceIndex

extension InputTarget {
  /// The target loaded once (``AppInput``) as `reading` says, without the storyboards
  /// `excluded` leaves out, the warnings of its sources
  /// (what it could not read of linked code's Swift interfaces) emitted; the command's failure
  /// when the sources cannot be read. A storyboard that could not be parsed is the caller's to
  /// say: lint reports it as a finding.
  package func load(
    reading: AppReading, excluding excluded: (String) -> Bool = { _ in false }, console: Console
  ) throws(CommandFailure) -> AppInput {
    let app: AppInput
    do {
      app = try AppInput(self, reading: reading, excluding: excluded)
    } catch {
      throw CommandFailure(error)
    }
    console.diagnostics.emit(app.sourceWarnings)
    return app
  }
}
