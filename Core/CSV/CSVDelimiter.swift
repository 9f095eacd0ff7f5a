/// The character that separates fields in a CSV record.
public enum CSVDelimiter: UInt8, Sendable, Hashable, CaseIterable {
  /// `,` (RFC 4180).
  case comma = 0x2C
  /// `;`, common where `,` is the decimal separator.
  case semicolon = 0x3B
  /// A tab (TSV).
  case tab = 0x09
}
