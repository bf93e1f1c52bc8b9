import StoryboardKit

/// The storyboard object each element's place belongs to, so that a finding located at a
/// `<segue` or a controller's element knows the object's `id` without every rule passing it.
struct ObjectLocations {
  /// By document path, the object `id` at each element's place.
  private var ids: [String: [TextLocation: String]] = [:]

  /// The places of those of `documents` that a finding of `findings` without an object is in:
  /// a large run's findings name few of its documents, and hashing every element's place of
  /// every document cost more than all the rules.
  init(_ documents: [StoryboardDocument], for findings: [Diagnostic]) {
    let wanted = Set(
      findings.lazy.filter { $0.objectID == nil && $0.location != nil }.compactMap(\.path))
    guard !wanted.isEmpty else { return }
    for document in documents where wanted.contains(document.path) {
      var places = ids[document.path, default: [:]]
      for scene in document.scenes {
        if let controller = scene.controller {
          places[controller.location] = controller.id
        }
        for exit in scene.exits {
          places[exit.location] = exit.id
        }
        for object in scene.customObjects {
          if let id = object.id { places[object.location] = id }
        }
        for segue in scene.segues {
          if let id = segue.id { places[segue.location] = id }
        }
      }
      ids[document.path] = places
    }
  }

  /// `diagnostic` with its ``Diagnostic/objectID`` set from its place, when a rule did not
  /// set it and an object's element starts there.
  func identified(_ diagnostic: Diagnostic) -> Diagnostic {
    guard diagnostic.objectID == nil, let path = diagnostic.path,
      let location = diagnostic.location
    else { return diagnostic }
    var result = diagnostic
    result.objectID = ids[path]?[location]
    return result
  }
}
