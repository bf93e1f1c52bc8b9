// libFuzzer entry point, compiled together with StoryboardKit's sources by Scripts/fuzz.
// Every input must parse or fail with a located error; never crash, hang or leak.

@_cdecl("LLVMFuzzerTestOneInput")
public func storyboardFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  do {
    let document = try StoryboardParser.parse(bytes: bytes, path: "fuzz.storyboard")
    // Every place the model names lies inside the input.
    // Lines end at a line feed, a carriage return, or the pair.
    var lineCount = 1
    for (offset, byte) in bytes.enumerated()
    where byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A))
    {
      lineCount += 1
    }
    var locations = [document.location]
    for scene in document.scenes {
      locations.append(scene.location)
      locations += scene.controller.map { [$0.location] } ?? []
      locations += scene.exits.map(\.location)
      locations += scene.segues.flatMap { [$0.location, $0.trigger.location] }
      for segue in scene.segues where segue.sourceControllerID != scene.controller?.id {
        fatalError("segue \(segue.id ?? "?") does not name its scene's controller as source")
      }
    }
    for location in locations
    where location.line < 1 || location.column < 1
      || location.line > lineCount
    {
      fatalError("location \(location) outside the input")
    }
  } catch {
    let location = error.location
    if location.line < 1 || location.column < 1 || error.message.isEmpty {
      fatalError("error without a place or a message: \(error)")
    }
  }
  return 0
}
