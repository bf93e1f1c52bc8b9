/// A segue as the storyboard declares it.
@MainActor
enum HeadlessSegueTemplate {
  /// A segue to a scene: performing it makes a fresh destination each time.
  case forward(kind: HeadlessSegueKind, makeDestination: @MainActor () -> HeadlessController)
  /// An unwind segue to an exit: its destination is searched for when it performs.
  case unwind(action: String)
}
