// probe: tvos rejects "'formSheet' is unavailable"
// SegueKit's own form-sheet override is unavailable on tvOS, as UIKit's style is.
import SegueKit

let sheetEverywhere = PresentationOption(styles: [.other: .formSheet])
