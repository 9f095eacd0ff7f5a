extension Character {
  /// `0`–`9` only (not other scripts' digits).
  var isASCIIDigit: Bool { isASCII && ("0"..."9").contains(self) }
  /// `A`–`Z` only.
  var isASCIIUppercaseLetter: Bool { isASCII && ("A"..."Z").contains(self) }
}
