import StoryboardKit

/// The storyboard object each element's place belongs to, so that a finding located at a
/// `<segue` or a controller's element knows the object's `id` without every rule passing it.
struct ObjectLocations {
  private struct Place: Hashable {
    var path: String
    var location: TextLocation
  }

  private var ids: [Place: String] = [:]

  init(_ documents: [StoryboardDocument]) {
    for document in documents {
      for scene in document.scenes {
        if let controller = scene.controller {
          ids[Place(path: document.path, location: controller.location)] = controller.id
        }
        for exit in scene.exits {
          ids[Place(path: document.path, location: exit.location)] = exit.id
        }
        for object in scene.customObjects {
          if let id = object.id { ids[Place(path: document.path, location: object.location)] = id }
        }
        for segue in scene.segues {
          if let id = segue.id { ids[Place(path: document.path, location: segue.location)] = id }
        }
      }
    }
  }

  /// `diagnostic` with its ``Diagnostic/objectID`` set from its place, when a rule did not
  /// set it and an object's element starts there.
  func identified(_ diagnostic: Diagnostic) -> Diagnostic {
    guard diagnostic.objectID == nil, let path = diagnostic.path,
      let location = diagnostic.location
    else { return diagnostic }
    var result = diagnostic
    result.objectID = ids[Place(path: path, location: location)]
    return result
  }
}
