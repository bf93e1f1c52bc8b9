import AppInputs

extension Console {
  /// Prints what reading the inputs said, in order: diagnostics through the engine, progress
  /// as lines on standard error.
  package func say(_ events: [InputEvent]) {
    for event in events {
      switch event {
      case .diagnostic(let diagnostic): diagnostics.emit(diagnostic)
      case .progress(let line): errorLine(line)
      }
    }
  }
}
