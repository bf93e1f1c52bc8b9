/// A segue as the storyboard declares it: performing it makes a fresh destination each time.
@MainActor
struct HeadlessSegueTemplate {
  var kind: HeadlessSegueKind
  var makeDestination: @MainActor () -> HeadlessController
}
