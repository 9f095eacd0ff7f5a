import Foundation
import SharedCore

/// A column a business adds to its products ("Shelf", "Warranty until", "Fabric"), and what it holds.
public struct ProductCustomField: Sendable, Hashable, Codable {
  /// What values the field takes.
  public enum Kind: Sendable, Hashable, Codable {
    /// Free text (searched with the product).
    case text
    /// A decimal number.
    case number
    /// A calendar date (`yyyy-MM-dd`).
    case date
    /// One of fixed options.
    case choice([String])
  }

  /// The key values are stored under (`"shelf"`).
  public let key: String
  /// The label shown to users and used as the CSV column (`"Shelf"`).
  public let label: String
  /// What values the field takes.
  public let kind: Kind

  /// A field `key` labelled `label`.
  public init(key: String, label: String, kind: Kind) {
    self.key = key
    self.label = label
    self.kind = kind
  }

  /// Reads `text` as a value of this field.
  /// - Returns: `nil` for empty text (the field is left unset).
  /// - Throws: a message for the form when the text does not fit the kind.
  public func value(from text: String) throws(ProductFieldMessage) -> ProductCustomValue? {
    let text = text.trimmingWhitespace()
    guard !text.isEmpty else { return nil }
    switch kind {
    case .text:
      return .text(text)
    case .number:
      guard let number = try? DecimalParser.parse(text, grouping: .any) else {
        throw ProductFieldMessage("Enter a number.")
      }
      return .number(number)
    case .date:
      guard let date = CalendarDate(text) else { throw ProductFieldMessage("Enter a date as YYYY-MM-DD.") }
      return .date(date)
    case .choice(let options):
      guard let option = options.first(where: { $0.caseInsensitiveCompare(text) == .orderedSame }) else {
        throw ProductFieldMessage("Choose one of: \(options.joined(separator: ", ")).")
      }
      return .choice(option)
    }
  }
}
