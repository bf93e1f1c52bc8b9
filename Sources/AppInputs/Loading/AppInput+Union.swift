import StoryboardKit

extension AppInput {
  /// The storyboards of all `apps` as one set, for a command that shows every target's
  /// together (`graph`, `dump`): each file once, in `order` (the resolution's: sorted), and
  /// the files that did not parse.
  package static func storyboards(of apps: [AppInput], in order: [String]) -> StoryboardSet {
    guard apps.count > 1 else {
      return apps.first?.storyboards ?? StoryboardSet(documents: [], errors: [])
    }
    var documents: [String: StoryboardDocument] = [:]
    var errors: [String: StoryboardError] = [:]
    for app in apps {
      for document in app.storyboards.documents where documents[document.path] == nil {
        documents[document.path] = document
      }
      for error in app.storyboards.errors where errors[error.path] == nil {
        errors[error.path] = error
      }
    }
    return StoryboardSet(
      documents: order.compactMap { documents[$0] }, errors: order.compactMap { errors[$0] })
  }
}
