import StoryboardKit

/// What reading the inputs has to say, in the order it happened: a diagnostic (a problem, or a
/// note on what was read instead of what was named), or a line of progress (which project and
/// targets are read). Values, never printed here: the command line prints them, and a unit
/// test's simulator keeps them.
package enum InputEvent: Sendable, Hashable {
  case diagnostic(Diagnostic)
  case progress(String)
}
