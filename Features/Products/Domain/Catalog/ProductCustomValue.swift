import Foundation
import SharedCore

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
