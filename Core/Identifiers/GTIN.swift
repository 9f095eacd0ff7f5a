/// A GS1 Global Trade Item Number: the number behind EAN-8, UPC-A, EAN-13 and GTIN-14 barcodes.
///
/// Every form is validated (digits only, a known length, the mod-10 check digit) and normalised to
/// its 14-digit form by padding with leading zeros, so a UPC-A scan (`036000291452`) equals the same
/// item stored from an EAN-13 (`0036000291452`):
///
/// ```swift
/// let scanned = try GTIN("036000291452")
/// let stored = try GTIN("0036000291452")
/// scanned == stored                 // true
/// scanned.digits                    // "00036000291452"
/// ```
///
/// It encodes as its 14-digit string and decodes any of the four forms.
public struct GTIN: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The lengths a GTIN is written in.
  public enum Format: Int, Sendable, Hashable, CaseIterable {
    /// EAN-8 (GTIN-8): 8 digits.
    case ean8 = 8
    /// UPC-A (GTIN-12): 12 digits.
    case upcA = 12
    /// EAN-13 (GTIN-13): 13 digits.
    case ean13 = 13
    /// GTIN-14 (ITF-14, GS1-128, Digital Link): 14 digits.
    case gtin14 = 14

    /// The number of digits in this form.
    public var length: Int { rawValue }
  }

  /// The 14 digits, zero-padded on the left: `"00036000291452"`.
  public let digits: String

  /// Reads an EAN-8, UPC-A, EAN-13 or GTIN-14 and normalises it to 14 digits.
  /// - Throws: ``GTINError`` with the 1-based position of the first wrong character and the reason:
  ///   a non-digit, a length that is none of 8, 12, 13 or 14, or a check digit that does not match.
  public init(_ text: String) throws(GTINError) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(14)
    for (index, scalar) in text.unicodeScalars.enumerated() {
      guard scalar.isASCII, let digit = UInt8(exactly: scalar.value &- 48), digit < 10 else {
        throw GTINError(text: text, position: index + 1, reason: .notADigit(Character(scalar)))
      }
      bytes.append(digit)
    }
    guard !bytes.isEmpty else { throw GTINError(text: text, position: 0, reason: .empty) }
    guard Format(rawValue: bytes.count) != nil else {
      throw GTINError(text: text, position: bytes.count, reason: .wrongLength(bytes.count))
    }
    let expected = GTIN.checkDigit(of: bytes.dropLast())
    let found = Int(bytes[bytes.count - 1])
    guard expected == found else {
      throw GTINError(text: text, position: bytes.count, reason: .checkDigitMismatch(expected: expected, found: found))
    }
    self.digits = String(repeating: "0", count: 14 - bytes.count) + text
  }

  /// The shortest form that writes this number: EAN-8 or UPC-A when the leading digits are zeros
  /// that those forms leave out, else EAN-13 or GTIN-14.
  ///
  /// An EAN-8 and a UPC-A can both fit in a number with six leading zeros; EAN-8 wins, as GS1's
  /// zero-suppression rules say.
  public var shortestFormat: Format {
    let leadingZeros = digits.utf8.prefix { $0 == UInt8(ascii: "0") }.count
    if leadingZeros >= 6 { return .ean8 }
    if leadingZeros >= 2 { return .upcA }
    if leadingZeros >= 1 { return .ean13 }
    return .gtin14
  }

  /// The number written in `format`, or `nil` when it has non-zero digits that `format` leaves out
  /// (a GTIN-14 with an indicator digit has no EAN-13 form).
  public func digits(in format: Format) -> String? {
    let dropped = 14 - format.length
    guard digits.utf8.prefix(dropped).allSatisfy({ $0 == UInt8(ascii: "0") }) else { return nil }
    return String(digits.dropFirst(dropped))
  }

  /// The 14 digits.
  public var description: String { digits }

  /// Orders by the 14-digit form.
  public static func < (lhs: GTIN, rhs: GTIN) -> Bool { lhs.digits < rhs.digits }

  /// Decodes any of the four forms from a JSON string.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { try GTIN($0) }
  }

  /// Encodes the 14-digit form as a JSON string.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(digits)
  }

  /// The GS1 mod-10 check digit for `body` (digit values 0–9, without the check digit): weights 3
  /// and 1 alternate from the rightmost digit.
  public static func checkDigit(of body: some BidirectionalCollection<UInt8>) -> Int {
    var sum = 0
    for (index, digit) in body.reversed().enumerated() {
      sum += Int(digit) * (index.isMultiple(of: 2) ? 3 : 1)
    }
    return (10 - sum % 10) % 10
  }
}
