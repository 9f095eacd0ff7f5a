/// A document number read as a prefix and a serial (`INV/24-25/0042` → `INV/24-25/` and 42), so that
/// Table 13 can find runs of consecutive numbers.
struct GSTDocumentNumber {
  /// The number as issued.
  let text: String
  /// Everything before the trailing digits.
  let prefix: String
  /// The trailing digits' value, or `nil` when the number does not end in digits (or they are too many).
  let serial: Int?

  init(_ text: String) {
    self.text = text
    let digits = text.reversed().prefix { $0.isASCII && $0.isNumber }
    if digits.isEmpty || digits.count > 18 {
      prefix = text
      serial = nil
    } else {
      prefix = String(text.dropLast(digits.count))
      serial = Int(String(digits.reversed()))
    }
  }

  /// Whether this number follows `previous` in a run: the same prefix, and the next serial (or the
  /// same one again).
  func continues(_ previous: GSTDocumentNumber) -> Bool {
    guard let serial, let before = previous.serial, prefix == previous.prefix else { return false }
    return serial == before || serial == before + 1
  }
}
