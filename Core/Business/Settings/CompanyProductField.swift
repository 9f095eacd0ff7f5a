import Foundation

/// A field the company adds to its products (a "Size", a "Warranty until", a "Fabric" chosen from a
/// list), shown in the product form, in CSV import and export, and on invoices when chosen.
///
/// The settings feature keeps the company's list; the products feature reads it through
/// ``CompanyProductFieldsSource``.
public struct CompanyProductField: Codable, Sendable, Hashable, Identifiable {
  /// What a field holds.
  public enum Kind: Codable, Sendable, Hashable {
    /// Free text.
    case text
    /// A decimal number.
    case number
    /// A calendar date.
    case date
    /// One of these choices.
    case list([String])
  }

  /// A stable identifier: the key the value is stored under on products and the CSV column.
  public var id: String
  /// The label forms and the invoice column print.
  public var label: String
  /// What the field holds.
  public var kind: Kind
  /// Whether the product form asks for it.
  public var showsInForm: Bool
  /// Whether CSV import reads it and export writes it.
  public var showsInCSV: Bool

  /// A field.
  public init(id: String, label: String, kind: Kind, showsInForm: Bool = true, showsInCSV: Bool = true) {
    self.id = id
    self.label = label
    self.kind = kind
    self.showsInForm = showsInForm
    self.showsInCSV = showsInCSV
  }

  /// Checks `text` as this field's value: `nil` when it fits, else what is wrong.
  public func problem(with text: String) -> String? {
    switch kind {
    case .text: return nil
    case .number:
      return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) == nil ? "is not a number" : nil
    case .date: return CalendarDate(text) == nil ? "is not a date (yyyy-mm-dd)" : nil
    case .list(let choices): return choices.contains(text) ? nil : "is not one of \(choices.joined(separator: ", "))"
    }
  }
}
