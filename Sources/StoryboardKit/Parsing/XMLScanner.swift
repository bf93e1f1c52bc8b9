#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A strict, non-validating XML 1.0 scanner over the bytes of a whole file.
///
/// It checks well-formedness (one root, tags that nest and match, quoted and unique attributes,
/// valid references, comments, CDATA sections and processing instructions) and hands each start
/// tag to a handler, building no tree. Document type declarations are rejected, so no entity
/// is ever expanded beyond XML's five predefined ones and character references.
///
/// The buffer must be followed by at least 16 zero bytes: the scanner reads ahead without
/// bounds checks and treats a zero byte at `count` as the end of the file.
///
/// The scanner owns its scratch memory (open elements, the current tag's attributes, a table
/// of name bytes); it is noncopyable so that the memory is freed once, when it goes away.
struct XMLScanner: ~Copyable {
  let base: UnsafePointer<UInt8>
  let count: Int
  /// Turns offsets into line:column for messages that point at another place.
  let lines: LineTable
  var position: Int
  var openElements = XMLScannerStack<XMLOpenElement>(capacity: 64)
  /// The attributes of the tag being read.
  var attributes = XMLScannerStack<XMLAttribute>(capacity: 32)
  /// 1 for each byte that may continue a name: one load per byte in the hottest loop.
  let nameBytes: UnsafeMutablePointer<UInt8>

  init(base: UnsafePointer<UInt8>, count: Int, lines: LineTable) {
    self.base = base
    self.count = count
    self.lines = lines
    self.position = lines.byteOrderMarkLength
    nameBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for byte in 0...255 {
      nameBytes[byte] = XMLByteClass.isName(UInt8(byte)) ? 1 : 0
    }
  }

  deinit {
    nameBytes.deallocate()
  }

  /// Scans the whole document, calling `handler` for each element.
  mutating func scanDocument<Handler: XMLContentHandler>(_ handler: inout Handler)
    throws(XMLSyntaxError)
  {
    try scanProlog()
    try scanStartTag(&handler)
    while !openElements.isEmpty {
      try scanText()
      let next = base[position + 1]
      if next == UInt8(ascii: "/") {
        try scanEndTag(&handler)
      } else if next == UInt8(ascii: "!") {
        try scanMarkupDeclarationInContent()
      } else if next == UInt8(ascii: "?") {
        try scanProcessingInstruction()
      } else {
        try scanStartTag(&handler)
      }
    }
    try scanEpilog()
  }

  /// Skips character data up to the next `<`, checking its references.
  mutating func scanText() throws(XMLSyntaxError) {
    var index = position
    while true {
      // Up to the first '<', '&', ']' or zero byte; a word of indentation is passed at once.
      index = firstMarked(from: index) { word in
        word == 0x2020_2020_2020_2020
          ? 0
          : XMLWord.zeroBytes(word ^ XMLWord.lessThans)
            | XMLWord.zeroBytes(word ^ XMLWord.ampersands)
            | XMLWord.zeroBytes(word ^ XMLWord.closingBrackets) | XMLWord.zeroBytes(word)
      }
      let byte = base[index]
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: "&") {
        index = try scanReference(at: index)
        continue
      }
      if byte == UInt8(ascii: "]") && base[index + 1] == UInt8(ascii: "]")
        && base[index + 2] == UInt8(ascii: ">")
      {
        throw error(
          at: index, "Found ']]>' in text outside a CDATA section; expected '&gt;' for '>'.")
      }
      if byte == 0 && index >= count {
        guard let open = openElements.last else { break }
        let name = open.name.string(in: base)
        throw error(
          at: index,
          "The file ends inside <\(name)> opened at \(lines.location(of: open.offset)); "
            + "expected </\(name)>.")
      }
      index &+= 1
    }
    position = index
  }

  /// The offset after the name characters starting at `index`.
  @inline(__always)
  func scanName(from index: Int) -> Int {
    var index = index
    let raw = UnsafeRawPointer(base)
    while XMLWord.allLetters(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
      index &+= 8
    }
    while nameBytes[Int(base[index])] != 0 { index &+= 1 }
    return index
  }

  /// The offset of the first byte from `index` on that `marks` flags, read eight bytes at a
  /// time: `marks` sets the high bit of the bytes of a word the caller must look at (see
  /// ``XMLWord``), and gives 0 for a word with none.
  @inline(__always)
  func firstMarked(from index: Int, _ marks: (UInt64) -> UInt64) -> Int {
    var index = index
    let raw = UnsafeRawPointer(base)
    while true {
      let marked = marks(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      if marked != 0 { return index + XMLWord.firstMarked(marked) }
      index &+= 8
    }
  }

  /// A syntax error at `offset`.
  func error(at offset: Int, _ message: String) -> XMLSyntaxError {
    XMLSyntaxError(offset: min(offset, count), message: message)
  }

  /// The bytes `start..<end` as text.
  func name(_ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
  }

  /// What a message should say was found at `offset`.
  func found(at offset: Int) -> String {
    offset >= count ? "the end of the file" : XMLByteClass.describe(base[offset])
  }
}
