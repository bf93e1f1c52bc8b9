import SegueKit

/// A headless `UITabBarController`: children with one selected.
@MainActor
open class HeadlessTabController: HeadlessController {
  /// Creates a tab container showing `tabs`, the first selected.
  public init(name: String? = nil, tabs: [HeadlessController]) {
    super.init(name: name)
    for tab in tabs { adopt(tab) }
    children = tabs
  }

  /// The index of the selected tab.
  public private(set) var selectedIndex = 0

  /// The selected tab's controller.
  public var selectedController: HeadlessController? {
    children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
  }

  override package var containerContents: ContainerContents<HeadlessController> {
    .tabs(selected: selectedController, all: children)
  }

  /// Selects the tab at `index`; an index outside the tabs is ignored, as UIKit ignores it.
  public func select(index: Int) {
    guard children.indices.contains(index) else { return }
    selectedIndex = index
    record(.selectedTab(children[index].name, in: name))
  }
}
