/// Lookup over the generated GS1 Barcode Syntax Dictionary table.
///
/// AIs are found through a flat index keyed by their digits and length (`00`…`99`, `000`…`999`,
/// `0000`…`9999`), so lookups from URI bytes cost a few multiplications and one array read.
public enum GS1Dictionary {
  /// Every entry of the dictionary, in lexical AI order.
  public static var entries: [GS1AIEntry] { generatedEntries }

  /// The entry of `ai`, or `nil` when the dictionary does not define it.
  public static func entry(for ai: String) -> GS1AIEntry? {
    var text = ai
    return text.withUTF8 { entry(digits: $0) }
  }

  /// The entry whose AI is exactly `digits` (2–4 ASCII digits), or `nil`.
  static func entry(digits: UnsafeBufferPointer<UInt8>) -> GS1AIEntry? {
    guard let slot = slot(of: digits) else { return nil }
    let index = Int(index[slot])
    return index < 0 ? nil : generatedEntries[index]
  }

  /// An entry for an AI that the dictionary lacks, when GS1's rules allow vivifying it
  /// (`permitUnknownAIs`): it must not clash with the length of known AIs sharing its first two
  /// digits, nor be a prefix of (or prefixed by) a known AI. Values are `X` of 1…90 characters,
  /// or of the fixed length GS1 pre-defines for the AI's first two digits.
  static func unknownEntry(digits: UnsafeBufferPointer<UInt8>) -> GS1AIEntry? {
    guard slot(of: digits) != nil else { return nil }
    let prefix = Int(digits[0] &- 48) * 10 + Int(digits[1] &- 48)
    let knownLength = Int(prefixLengths[prefix])
    if knownLength != 0 && knownLength != digits.count { return nil }
    for length in 2...4 where length != digits.count {
      // A known AI that is a prefix of this one, or that this one is a prefix of.
      let shorter = min(length, digits.count)
      for entry in generatedEntries where entry.ai.utf8.count == length {
        if entry.ai.utf8.prefix(shorter).elementsEqual(digits.prefix(shorter)) { return nil }
      }
    }
    let fixed = Int(predefinedLengths[prefix])
    let ai = String(decoding: digits, as: UTF8.self)
    return GS1AIEntry(
      ai: ai, title: GS1AIEntry.unknownTitle, fixedLength: fixed != 0, dataAttribute: false,
      components: [GS1Component(.cset82, fixed == 0 ? 1...90 : fixed...fixed)],
      requires: [], excludes: [], qualifierSequences: nil)
  }

  /// Whether `path` (a primary key followed by qualifiers) follows one of the key's ordered
  /// qualifier sequences, each qualifier optional but never out of order or mixed across alternatives.
  public static func isValidKeyQualifierPath(_ path: [String]) -> Bool {
    guard let key = path.first, let sequences = entry(for: key)?.qualifierSequences else { return false }
    return qualifiers(path.dropFirst(), fitAnyOf: sequences)
  }

  /// Whether `qualifiers` is an ordered selection from one of `sequences`.
  static func qualifiers(_ qualifiers: ArraySlice<String>, fitAnyOf sequences: [[String]]) -> Bool {
    if qualifiers.isEmpty { return true }
    return sequences.contains { sequence in
      var position = sequence.startIndex
      for qualifier in qualifiers {
        guard let found = sequence[position...].firstIndex(of: qualifier) else { return false }
        position = found + 1
      }
      return true
    }
  }

  /// The length of the known AIs that share the first two digits of `ai` (`nil` when none is known).
  static func aiLength(forPrefixOf ai: String) -> Int? {
    let bytes = Array(ai.utf8.prefix(2))
    guard bytes.count == 2, bytes.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    let length = Int(prefixLengths[Int(bytes[0] - 48) * 10 + Int(bytes[1] - 48)])
    return length == 0 ? nil : length
  }

  // MARK: - Index

  private static func slot(of digits: UnsafeBufferPointer<UInt8>) -> Int? {
    guard (2...4).contains(digits.count) else { return nil }
    var value = 0
    for byte in digits {
      guard byte >= 48 && byte <= 57 else { return nil }
      value = value * 10 + Int(byte - 48)
    }
    switch digits.count {
    case 2: return value
    case 3: return 100 + value
    default: return 1_100 + value
    }
  }

  /// Entry positions by slot (`-1`: no such AI).
  private static let index: [Int16] = {
    var table = [Int16](repeating: -1, count: 11_100)
    for (position, entry) in generatedEntries.enumerated() {
      var bytes = Array(entry.ai.utf8)
      if let slot = bytes.withUnsafeMutableBufferPointer({ slot(of: UnsafeBufferPointer($0)) }) {
        table[slot] = Int16(position)
      }
    }
    return table
  }()

  /// AI length shared by all known AIs beginning with each two-digit prefix (0: none known).
  private static let prefixLengths: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 100)
    for entry in generatedEntries {
      let bytes = Array(entry.ai.utf8)
      table[Int(bytes[0] - 48) * 10 + Int(bytes[1] - 48)] = UInt8(bytes.count)
    }
    return table
  }()

  /// Value lengths pre-defined by the GS1 General Specifications (Figure 5.10.2-1) for AI prefixes
  /// that never need FNC1; 0 means variable length.
  private static let predefinedLengths: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 100)
    for (prefix, length) in [(0, 18), (1, 14), (2, 14), (3, 14), (4, 16), (20, 2), (41, 13)] {
      table[prefix] = UInt8(length)
    }
    for prefix in 11...19 { table[prefix] = 6 }
    for prefix in 31...36 { table[prefix] = 6 }
    return table
  }()
}
