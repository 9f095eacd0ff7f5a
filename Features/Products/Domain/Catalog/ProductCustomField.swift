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

/// The value of a ``ProductCustomField``.
public enum ProductCustomValue: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Text.
  case text(String)
  /// A number.
  case number(Decimal)
  /// A calendar date.
  case date(CalendarDate)
  /// A chosen option.
  case choice(String)

  /// The value as a form or CSV cell writes it.
  public var description: String {
    switch self {
    case .text(let text), .choice(let text): text
    case .number(let number): number.plainString
    case .date(let date): date.description
    }
  }

  private enum CodingKeys: String, CodingKey { case text, number, date, choice }

  /// Decodes `{"text": "…"}`, `{"number": "12.5"}`, `{"date": "2026-01-31"}` or `{"choice": "…"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let text = try container.decodeIfPresent(String.self, forKey: .text) {
      self = .text(text)
    } else if let number = try container.decodeIfPresent(String.self, forKey: .number) {
      guard let value = try? DecimalParser.parse(number) else {
        throw DecodingError.dataCorruptedError(forKey: .number, in: container, debugDescription: "not a number")
      }
      self = .number(value)
    } else if let date = try container.decodeIfPresent(CalendarDate.self, forKey: .date) {
      self = .date(date)
    } else {
      self = .choice(try container.decode(String.self, forKey: .choice))
    }
  }

  /// Encodes one key naming the kind; numbers as exact strings.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .text(let text): try container.encode(text, forKey: .text)
    case .number(let number): try container.encode(number.plainString, forKey: .number)
    case .date(let date): try container.encode(date, forKey: .date)
    case .choice(let option): try container.encode(option, forKey: .choice)
    }
  }
}
