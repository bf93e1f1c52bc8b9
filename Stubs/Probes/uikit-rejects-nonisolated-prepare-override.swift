// probe: uikit rejects "main actor-isolated property 'destination' can not be referenced from a nonisolated context"
// A `nonisolated` override of `prepare(for:sender:)` compiles, but then UIStoryboardSegue's
// controllers, main-actor isolated, are out of its reach.
import UIKit

final class ProbeListViewController: UIViewController {
  nonisolated override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let destination = segue.destination
    _ = destination
  }
}
