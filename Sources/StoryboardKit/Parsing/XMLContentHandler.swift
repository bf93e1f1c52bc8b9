/// Receives the elements of a document as ``XMLScanner`` checks them.
protocol XMLContentHandler {
  /// Called for each start tag (and each empty-element tag) after its attributes are checked.
  mutating func didStartElement(_ tag: XMLStartTag)
  /// Called when the element at `depth` (1 for the root) ends.
  mutating func didEndElement(depth: Int)
}
