/// The targets of the same project a native target depends on: those its `dependencies` list
/// (`PBXTargetDependency`, by its `target`, else its proxy's `remoteGlobalIDString` in this
/// project), and those whose product it links or embeds (files of a phase
/// `PBXDocument.linksItsFiles` whose reference is another target's `productReference`, or a
/// reference of its own to the products folder by the same name: a Pods project's pod targets
/// link the pods they depend on so, and Xcode finds the implicit dependency by the name).
struct TargetDependencies {
  /// The native targets by identifier, and the target building each product reference.
  private let names: [String: String]
  private let products: [String: String]
  /// The target building each product, by its name in the products folder.
  private let productNames: [String: String]
  private let document: PBXDocument

  /// Indexes the native targets `ids` of `document`.
  init(targets ids: [String], document: PBXDocument) {
    self.document = document
    var names: [String: String] = [:]
    var products: [String: String] = [:]
    var productNames: [String: String] = [:]
    for id in ids {
      names[id] = document.string(id, "name") ?? id
      if let product = document.string(id, "productReference") {
        products[product] = id
        if let path = document.string(product, "path") { productNames[path] = id }
        // CocoaPods names a product by the file that is built when its path is the pod's name
        // (`name = NSJSONSerialization_NSNullRemoval.framework`).
        if let name = document.string(product, "name") { productNames[name] = id }
      }
    }
    self.names = names
    self.products = products
    self.productNames = productNames
  }

  /// The names of the targets target `id` depends on directly, in the order `targets` lists
  /// them; never itself, each once. A dependency on another project's target is left out.
  func names(of id: String, in targets: [String]) -> [String] {
    var found = Set<String>()
    for dependency in document.ids(id, "dependencies") {
      if let target = document.string(dependency, "target") {
        found.insert(target)
      } else if let proxy = document.string(dependency, "targetProxy"),
        document.string(proxy, "containerPortal") == document.rootID,
        let target = document.string(proxy, "remoteGlobalIDString")
      {
        found.insert(target)
      }
    }
    for phase in document.ids(id, "buildPhases") where document.linksItsFiles(phase) {
      for buildFile in document.ids(phase, "files") {
        guard let reference = document.string(buildFile, "fileRef") else { continue }
        if let target = products[reference] {
          found.insert(target)
        } else if document.string(reference, "sourceTree") == "BUILT_PRODUCTS_DIR",
          let path = document.string(reference, "path"), let target = productNames[path]
        {
          found.insert(target)
        }
      }
    }
    found.remove(id)
    return targets.filter { found.contains($0) }.compactMap { names[$0] }
  }
}
