extension SegueActionDeclaration {
  /// Why code in other files, such as the file `segue generate` writes, cannot name this
  /// method, and how to let it, as a full sentence; nil when it can. UIKit and AppKit still
  /// call it (they look the selector up at run time), so this is no reason it fails: only the
  /// generated compile-time check of its name and shape is left out. Lint and `segue generate`
  /// say it in the same words.
  package var accessProblem: String? {
    guard let fileAccess else { return nil }
    // `in a private extension`: the keyword and what it restricts.
    let words = fileAccess.split(separator: " ")
    let remedy =
      words.count == 4
      ? "remove '\(words[2])' from the \(words[3]), or move the method out of it"
      : "remove '\(fileAccess)'"
    return "The @IBSegueAction method '\(swiftReference)' (\(place)) is \(fileAccess), so the "
      + "code `segue generate` writes cannot name it and does not check that it fits this "
      + "segue; make it internal (\(remedy)) to have a renamed or misspelled method fail to "
      + "compile."
  }
}
