import Foundation
import SharedCore

/// An amount of money in English words, as printed on an invoice or cheque, in the Indian system
/// (lakh, crore) or the international one (million, billion).
///
/// ```swift
/// BillAmountInWords.rupees.words(for: try DecimalParser.parse("118000.50"))
/// // "Rupees One Lakh Eighteen Thousand and Fifty Paise Only"
/// BillAmountInWords(system: .international, unit: .init(singular: "Euro", plural: "Euros",
///   minorSingular: "Cent", minorPlural: "Cents")).words(for: 1_234_567)
/// // "One Million Two Hundred Thirty-Four Thousand Five Hundred Sixty-Seven Euros Only"
/// ```
///
/// The amount is first rounded half up to the unit's minor digits; a negative amount (a credit note)
/// starts with "Minus".
public struct BillAmountInWords: Sendable, Hashable {
  /// How large numbers are grouped into words.
  public enum System: Sendable, Hashable {
    /// Thousand, lakh (10⁵), crore (10⁷): "One Crore Twenty Three Lakh"; the unit name comes first.
    case indian
    /// Thousand, million, billion: "Twelve Million Three Hundred Thousand"; the unit name comes last.
    case international
  }

  /// The names of a currency's major and minor units.
  public struct Unit: Sendable, Hashable {
    /// `"Rupee"`.
    public var singular: String
    /// `"Rupees"`.
    public var plural: String
    /// `"Paisa"`.
    public var minorSingular: String
    /// `"Paise"`.
    public var minorPlural: String
    /// Digits of the minor unit (2 for paise and cents, 0 when there is none).
    public var minorUnitDigits: Int

    /// Unit names.
    public init(singular: String, plural: String, minorSingular: String, minorPlural: String, minorUnitDigits: Int = 2)
    {
      self.singular = singular
      self.plural = plural
      self.minorSingular = minorSingular
      self.minorPlural = minorPlural
      self.minorUnitDigits = minorUnitDigits
    }

    /// The Indian rupee: rupees and paise.
    public static let rupee = Unit(singular: "Rupee", plural: "Rupees", minorSingular: "Paisa", minorPlural: "Paise")
  }

  /// The numbering system.
  public var system: System
  /// The unit names.
  public var unit: Unit

  /// A speller.
  public init(system: System, unit: Unit) {
    self.system = system
    self.unit = unit
  }

  /// Rupees and paise in the Indian system.
  public static let rupees = BillAmountInWords(system: .indian, unit: .rupee)

  /// `amount` in words, ending in "Only"; empty for `Decimal.nan`, which is no amount.
  public func words(for amount: Decimal) -> String {
    guard !amount.isNaN else { return "" }
    let digits = max(0, unit.minorUnitDigits)
    let rounded = amount.rounded(scale: digits)
    let text = (rounded < 0 ? -rounded : rounded).plainString
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    let major = String(pieces[0])
    var minor = pieces.count > 1 ? String(pieces[1]) : ""
    minor += String(repeating: "0", count: max(0, digits - minor.count))
    let hasMinor = minor.utf8.contains { $0 != UInt8(ascii: "0") }
    let hasMajor = major != "0" || !hasMinor
    let indian = system == .indian
    let majorName = major == "1" ? unit.singular : unit.plural
    let minorName = Int(minor) == 1 ? unit.minorSingular : unit.minorPlural

    var parts: [String] = rounded < 0 ? ["Minus"] : []
    if hasMajor {
      let words = BillNumberWords.words(major, indian: indian)
      parts += indian ? [majorName, words] : [words, majorName]
    }
    if hasMinor {
      if hasMajor { parts.append("and") }
      parts += [BillNumberWords.words(minor, indian: indian), minorName]
    }
    parts.append("Only")
    return parts.joined(separator: " ")
  }
}
