import SharedCore

/// The classification printed on a GST invoice line: an HSN code for goods or a SAC for services.
///
/// - HSN (Harmonized System of Nomenclature, as India's Customs Tariff extends it): a chapter of 2
///   digits (`01`–`98`), a heading of 4, a subheading of 6 or a tariff item of 8 (`1006 30 20`,
///   written `10063020`).
/// - SAC (Services Accounting Code, chapter 99 of the same scheme): a heading of 4 digits (`9954`)
///   or a service code of 6 (`995411`).
///
/// How many digits an invoice must show depends on the business's turnover and the date
/// (``HSNDigitRule``), not on the code itself.
///
/// ```swift
/// let rice = try HSNCode("1006 30 20")   // "10063020", .hsn, .tariffItem
/// try HSNCode("998314").kind             // .sac
/// try HSNCode("10063")                   // HSNCodeError.hsnLength("10063")
/// ```
public struct HSNCode: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What the code classifies.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Goods: an HSN code.
    case hsn
    /// Services: a SAC (chapter 99).
    case sac
  }

  /// How detailed the code is.
  public enum Level: String, Sendable, Hashable, Codable {
    /// An HSN chapter: 2 digits.
    case chapter
    /// An HSN or SAC heading: 4 digits.
    case heading
    /// An HSN subheading: 6 digits.
    case subheading
    /// An HSN tariff item: 8 digits.
    case tariffItem
    /// A SAC service code: 6 digits.
    case serviceCode
  }

  /// The digits.
  public let code: String

  /// Whether the code is an HSN (goods) or a SAC (services) code.
  public var kind: Kind { code.hasPrefix("99") ? .sac : .hsn }

  /// The number of digits.
  public var digits: Int { code.utf8.count }

  /// How detailed the code is.
  public var level: Level {
    switch (kind, digits) {
    case (_, 2): .chapter
    case (_, 4): .heading
    case (.sac, _): .serviceCode
    case (.hsn, 6): .subheading
    case (.hsn, _): .tariffItem
    }
  }

  /// Reads `text`; spaces and dots between digit groups (`1006 30 20`, `1006.30.20`) are ignored.
  /// - Throws: ``HSNCodeError``: not digits, a chapter outside 01–98, an HSN code that is not 2, 4, 6
  ///   or 8 digits, a SAC that is not 4 or 6.
  public init(_ text: String) throws(HSNCodeError) {
    let code = String(text.trimmingWhitespace().filter { $0 != " " && $0 != "." })
    guard !code.isEmpty, code.allSatisfy(\.isASCIIDigit) else { throw .notDigits(text) }
    if code.hasPrefix("99") {
      guard code.utf8.count == 4 || code.utf8.count == 6 else { throw .sacLength(code) }
    } else {
      guard [2, 4, 6, 8].contains(code.utf8.count) else { throw .hsnLength(code) }
      guard !code.hasPrefix("00") else { throw .chapter(code) }
    }
    self.code = code
  }

  /// Whether this code and a code (or code prefix) of a notification's entry can name the same goods:
  /// one begins with the other. `6904` overlaps `69041000` (building bricks are in heading 6904), and
  /// `69041000` overlaps the entry `6904`.
  public func overlaps(_ entry: String) -> Bool {
    code.hasPrefix(entry) || entry.hasPrefix(code)
  }

  /// The digits.
  public var description: String { code }

  /// Decodes the digits.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { try HSNCode($0) }
  }

  /// Encodes the digits.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(code)
  }
}
