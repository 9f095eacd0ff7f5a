import Foundation
import SharedCore

/// A number series for one document kind and financial year, whose numbers follow a
/// ``BillNumberPattern`` checked against GST Rule 46: at most 16 characters, only letters, digits, `-`
/// and `/`, not starting with `0`, `-` or `/` (as the e-invoice schema requires), unique in the
/// financial year.
///
/// A pattern is checked at its maximum sequence, so a series is refused when it is configured rather
/// than when its 100,000th invoice would be too long.
///
/// ```swift
/// let series = try BillNumberSeries(
///   key: BillNumberSeriesKey(kind: .salesInvoice, financialYear: try BillFinancialYear(startYear: 2025)),
///   pattern: BillNumberPattern(prefix: "INV/", financialYear: .short, sequenceDigits: 5))
/// try series.number(for: 42)   // "INV/25-26/00042"
/// ```
public struct BillNumberSeries: Sendable, Hashable, Codable {
  /// The longest document number GST Rule 46 allows.
  public static let maximumLength = 16

  /// Which series this is.
  public let key: BillNumberSeriesKey
  /// How its numbers are written.
  public let pattern: BillNumberPattern
  /// The highest sequence number it hands out.
  public let maximumSequence: Int

  /// A series, checked.
  /// - Throws: ``BillNumberingError/invalidCharacter(field:character:)``,
  ///   ``BillNumberingError/invalidSequenceDigits(_:)``, ``BillNumberingError/invalidMaximumSequence(_:)``,
  ///   ``BillNumberingError/numberTooLong(longest:length:)`` or
  ///   ``BillNumberingError/invalidFirstCharacter(example:)``.
  public init(key: BillNumberSeriesKey, pattern: BillNumberPattern) throws(BillNumberingError) {
    for (field, text) in [("prefix", pattern.prefix), ("separator", pattern.separator), ("suffix", pattern.suffix)] {
      let plain =
        field == "separator"
        ? text
        : DocumentNumberTemplate.tokens.reduce(text) {
          $0.replacingOccurrences(of: $1, with: "")
        }
      if let bad = plain.first(where: { !Self.isAllowed($0) }) {
        throw .invalidCharacter(field: field, character: String(bad))
      }
    }
    guard (1...9).contains(pattern.sequenceDigits) else { throw .invalidSequenceDigits(pattern.sequenceDigits) }
    let fullWidth = Self.power(of: 10, pattern.sequenceDigits) - 1
    let maximum = pattern.maximumSequence ?? fullWidth
    guard maximum >= 1, maximum <= 999_999_999 else { throw .invalidMaximumSequence(maximum) }
    let longest = pattern.text(sequence: maximum, year: key.financialYear)
    guard longest.count <= Self.maximumLength else { throw .numberTooLong(longest: longest, length: longest.count) }
    let first = pattern.text(sequence: 1, year: key.financialYear)
    guard let head = first.first, head.isASCII, head.isLetter || ("1"..."9").contains(head) else {
      throw .invalidFirstCharacter(example: first)
    }
    self.key = key
    self.pattern = pattern
    self.maximumSequence = maximum
  }

  /// Reads a series, checking it as ``init(key:pattern:)`` does.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      key: container.decode(BillNumberSeriesKey.self, forKey: .key),
      pattern: container.decode(BillNumberPattern.self, forKey: .pattern))
  }

  /// The document number for `sequence`.
  /// - Throws: ``BillNumberingError/sequenceOutOfRange(sequence:maximum:)`` outside 1…``maximumSequence``.
  public func number(for sequence: Int) throws(BillNumberingError) -> String {
    guard sequence >= 1, sequence <= maximumSequence else {
      throw .sequenceOutOfRange(sequence: sequence, maximum: maximumSequence)
    }
    return pattern.text(sequence: sequence, year: key.financialYear)
  }

  /// Whether `text` is a document number GST Rule 46 accepts: 1–16 letters, digits, `-` and `/`, not
  /// starting with `0`, `-` or `/`.
  public static func isValidNumber(_ text: String) -> Bool {
    guard let head = text.first, text.count <= maximumLength, text.allSatisfy(isAllowed) else { return false }
    return head.isLetter || ("1"..."9").contains(head)
  }

  private static func isAllowed(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "/")
  }

  private static func power(of base: Int, _ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { result, _ in result * base }
  }
}
