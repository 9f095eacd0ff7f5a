/// The character sets of GS1 AI values (GS1 General Specifications §7.11).
public enum GS1CharacterSet: Sendable, Hashable {
  /// `N`: digits.
  case numeric
  /// `X`: GS1 AI encodable character set 82.
  case cset82
  /// `Y`: GS1 AI encodable character set 39.
  case cset39
  /// `Z`: base64url (file-safe) characters with optional trailing `=` padding.
  case cset64
}
