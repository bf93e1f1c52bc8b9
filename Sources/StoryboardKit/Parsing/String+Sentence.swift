extension String {
  /// The string with its first letter in upper case, to start a sentence with a quoted value.
  var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
