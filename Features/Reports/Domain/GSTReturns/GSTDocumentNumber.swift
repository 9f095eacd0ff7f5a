/// A document number read as a prefix and a serial (`INV/24-25/0042` → `INV/24-25/` and 42), so that
/// Table 13 can find runs of consecutive numbers.
struct GSTDocumentNumber {
  /// The number as issued.
  let text: String
  /// Everything before the trailing digits.
  let prefix: Substring
  /// The trailing digits' value, or `nil` when the number does not end in ASCII digits (or has more
  /// than 18 of them).
  let serial: Int?

  init(_ text: String) {
    self.text = text
    let utf8 = text.utf8
    var start = utf8.endIndex
    var serial = 0
    var scale = 1
    var count = 0
    while start > utf8.startIndex, count < 18 {
      let before = utf8.index(before: start)
      let byte = utf8[before]
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
      serial += Int(byte - UInt8(ascii: "0")) * scale
      scale *= 10
      count += 1
      start = before
    }
    let moreDigits =
      start > utf8.startIndex && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[utf8.index(before: start)])
    if count == 0 || moreDigits {
      self.prefix = Substring(text)
      self.serial = nil
    } else {
      self.prefix = Substring(utf8[utf8.startIndex..<start])
      self.serial = serial
    }
  }

  /// Whether this number follows `previous` in a run: the same prefix, and the next serial (or the
  /// same one again).
  func continues(_ previous: GSTDocumentNumber) -> Bool {
    guard let serial, let before = previous.serial, prefix == previous.prefix else { return false }
    return serial == before || serial == before + 1
  }
}
