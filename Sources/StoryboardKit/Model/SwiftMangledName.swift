/// The parts of a Swift class's runtime name in the old mangling that storyboards hold, such as
/// `_TtC5MyApp14ViewController` (class `ViewController` of module `MyApp`) or
/// `_TtCC5MyApp5Outer5Inner` (class `Inner` nested in class `Outer`).
///
/// The form is `_Tt`, one letter per type from the innermost out (`C` class, `V` struct, `O`
/// enum; the innermost a class), then the module and each type's name from the outermost in,
/// each as its length in decimal followed by its characters.
struct SwiftMangledName: Sendable, Hashable {
  /// The module that declares the outermost type.
  var module: String
  /// The names of the types from the outermost to the class itself.
  var typeNames: [String]

  /// Decodes `mangled`; nil when it is not a class name in that form (private discriminators,
  /// generic arguments, punycoded names and standard library substitutions are not read).
  init?(_ mangled: String) {
    guard mangled.hasPrefix("_Tt") else { return nil }
    var rest = Substring(mangled.dropFirst(3))
    let kinds = rest.prefix { $0 == "C" || $0 == "V" || $0 == "O" }
    guard kinds.first == "C" else { return nil }
    rest = rest.dropFirst(kinds.count)
    var names: [String] = []
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard let length = Int(digits), length > 0 else { return nil }
      rest = rest.dropFirst(digits.count)
      let name = rest.prefix(length)
      guard name.count == length, name.allSatisfy(\.isASCII) else { return nil }
      names.append(String(name))
      rest = rest.dropFirst(length)
    }
    // The module, then one name per type letter.
    guard names.count == kinds.count + 1 else { return nil }
    module = names[0]
    typeNames = Array(names.dropFirst())
  }
}
