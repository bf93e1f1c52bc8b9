import AppInputs
import SourceIndex

extension InputTarget {
  /// ``InputTarget/loadSources()``, its warnings (what it could not read of linked code's
  /// Swift interfaces) emitted; the command's failure when the sources cannot be read.
  package func loadSources(console: Console) throws(CommandFailure) -> SourceIndex? {
    let index: SourceIndex?
    do {
      index = try loadSources()
    } catch {
      throw CommandFailure(error)
    }
    console.diagnostics.emit(index?.warnings ?? [])
    return index
  }
}
