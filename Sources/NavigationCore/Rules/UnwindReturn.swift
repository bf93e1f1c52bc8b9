/// What an unwind segue's transition does once its destination is found: dismiss what is
/// presented above the destination's context, and pop each navigation stack holding it back
/// to it.
package struct UnwindReturn<Node> {
  /// The node whose presentation is dismissed; nil when nothing above is presented.
  package var dismissFrom: Node?
  /// Each navigation controller among the destination's parents, nearest first, with the
  /// child it pops back to.
  package var pops: [(navigation: Node, to: Node)]
  /// Each collapsed column-style split view among the destination's parents whose stack goes
  /// back to the column holding it, with that column's index.
  package var columns: [(split: Node, column: Int)] = []
}
