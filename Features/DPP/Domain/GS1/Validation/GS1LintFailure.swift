/// A linter's finding: what is wrong and at which character of the component (0-based).
public struct GS1LintFailure: Sendable, Hashable {
  /// The rule that failed.
  public let violation: GS1LintViolation
  /// Offset of the first offending character within the checked value.
  public let position: Int
}

extension GS1CharacterSet {
  /// Checks every byte of `value` against the character set.
  func check(_ value: UnsafeBufferPointer<UInt8>) -> GS1LintFailure? {
    switch self {
    case .numeric:
      for (offset, byte) in value.enumerated() where byte < 48 || byte > 57 {
        return GS1LintFailure(violation: .nonDigit, position: offset)
      }
    case .cset82:
      let values = GS1CharacterTables.cset82Value
      for (offset, byte) in value.enumerated() where values[Int(byte)] < 0 {
        return GS1LintFailure(violation: .nonCSET82, position: offset)
      }
    case .cset39:
      for (offset, byte) in value.enumerated() where !GS1CharacterTables.cset39[Int(byte)] {
        return GS1LintFailure(violation: .nonCSET39, position: offset)
      }
    case .cset64:
      // Up to two trailing "=" pads, and only when they complete a multiple of three characters.
      var length = value.count
      while length > 0 && value[length - 1] == UInt8(ascii: "=") { length -= 1 }
      let padding = value.count - length
      if padding > 2 || (padding > 0 && !value.count.isMultiple(of: 3)) {
        return GS1LintFailure(violation: .invalidCSET64Padding, position: length)
      }
      for offset in 0..<length where !GS1CharacterTables.cset64[Int(value[offset])] {
        return GS1LintFailure(violation: .nonCSET64, position: offset)
      }
    }
    return nil
  }
}
