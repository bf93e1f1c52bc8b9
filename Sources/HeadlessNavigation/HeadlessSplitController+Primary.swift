extension HeadlessSplitController {
  /// Installs `controller` as the primary column, as an expanded `UISplitViewController`'s
  /// `show(_:sender:)` does.
  func replacePrimary(with controller: HeadlessController) {
    if let old = primary {
      old.parentController = nil
      children.removeFirst()
    }
    adopt(controller)
    children.insert(controller, at: 0)
    record(.showedPrimary(controller.name, in: name))
  }
}
