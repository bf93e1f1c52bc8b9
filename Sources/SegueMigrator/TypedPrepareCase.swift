import SegueGenerator

/// A class's typed-segue case as a `prepare(for:sender:)` branch matches it: the optional
/// pattern (`.showDetail?`, or `.showDetail(let detail)?` binding the destination) and the
/// call that makes the typed segue (`typedSegue(for: segue)`, as the class's generated code
/// names it).
struct TypedPrepareCase {
  var typedCase: TypedNames.TypedSegueCase
  var call: String

  /// The pattern, binding the destination to `binding` when given (the custom segue, which a
  /// case may carry too, ignored).
  func pattern(binding: String?) -> String {
    let name = "." + typedCase.caseName
    guard let binding else { return name + "?" }
    return name + "(let " + binding + (typedCase.carriesSegue ? ", _" : "") + ")?"
  }
}
