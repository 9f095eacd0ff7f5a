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
      var padding = 0
      for (offset, byte) in value.enumerated() {
        if byte == UInt8(ascii: "=") {
          padding += 1
        } else if padding > 0 || !GS1CharacterTables.cset64[Int(byte)] {
          return GS1LintFailure(violation: .nonCSET64, position: offset)
        }
      }
      if padding > 2 { return GS1LintFailure(violation: .nonCSET64, position: value.count - padding) }
    }
    return nil
  }
}
