import SegueKit
import Testing

@Suite struct PresentationOptionTests {
  @Test(arguments: [
    (DeviceIdiom.pad, ModalStyleOverride.currentContext as ModalStyleOverride?),
    (.phone, nil), (.other, nil),
  ])
  func currentContextOnPadAppliesOnlyOnPad(idiom: DeviceIdiom, expected: ModalStyleOverride?) {
    #expect(PresentationOption.currentContextOnPad.style(for: idiom) == expected)
  }

  @Test(arguments: [DeviceIdiom.pad, .phone, .other])
  func unchangedNeverOverrides(idiom: DeviceIdiom) {
    #expect(PresentationOption.unchanged.style(for: idiom) == nil)
  }
}
