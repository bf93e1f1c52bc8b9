import AppInputs
import SourceIndex

extension InputTarget {
  /// ``InputTarget/loadSources()``, its warnings (what it could not read of linked code's
  /// Swift interfaces) emitted.
  package func loadSources(console: Console) throws(SourceIndexError) -> SourceIndex? {
    let index = try loadSources()
    console.diagnostics.emit(index?.warnings ?? [])
    return index
  }
}
