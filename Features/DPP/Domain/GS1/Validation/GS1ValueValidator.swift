/// Validates AI values against their dictionary entry: length, character sets and linters.
enum GS1ValueValidator {
  /// GS1's early length check (before linting, so that a check-digit error is not reported for a
  /// value that is simply too long), plus the `^` prohibition.
  static func checkLength(ai: String, entry: GS1AIEntry, length: Int, value: UnsafeBufferPointer<UInt8>)
    throws(DigitalLinkError)
  {
    if length < entry.minimumLength { throw .valueTooShort(ai: ai) }
    if length > entry.maximumLength { throw .valueTooLong(ai: ai) }
    if value.contains(UInt8(ascii: "^")) { throw .illegalCaret(ai: ai) }
  }

  /// Applies each component in turn to a prefix of the value: its length, its character set,
  /// then its linters.
  static func validate(ai: String, entry: GS1AIEntry, value: UnsafeBufferPointer<UInt8>) throws(DigitalLinkError) {
    var offset = 0
    for component in entry.components {
      let length = min(value.count - offset, component.length.upperBound)
      if component.optional && length == 0 { continue }
      if length < component.length.lowerBound { throw .componentTooShort(ai: ai) }
      let part = UnsafeBufferPointer(rebasing: value[offset..<(offset + length)])
      if let failure = component.characterSet.check(part) {
        throw .lint(ai: ai, violation: failure.violation, position: offset + failure.position)
      }
      for linter in component.linters {
        if let failure = linter.check(part) {
          throw .lint(ai: ai, violation: failure.violation, position: offset + failure.position)
        }
      }
      offset += length
    }
    if offset < value.count { throw .componentDataTooLong(ai: ai) }
  }

  /// Length check and component validation of a `String` value.
  static func validateAll(ai: String, entry: GS1AIEntry, value: String) throws(DigitalLinkError) {
    var copy = value
    let result = copy.withUTF8 { bytes in
      Result { () throws(DigitalLinkError) in
        try checkLength(ai: ai, entry: entry, length: bytes.count, value: bytes)
        try validate(ai: ai, entry: entry, value: bytes)
      }
    }
    try result.get()
  }
}
