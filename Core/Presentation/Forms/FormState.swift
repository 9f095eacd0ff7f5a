import Foundation

/// The state of a form: ordered fields with values,
/// validation, touched and dirty tracking.
///
/// Keep it in a view model's state and submit it with
/// ``StatefulViewModel/submit(_:into:key:save:)``.
///
/// ```swift
/// var form = FormState([
///   FormField("name", rules: [.required()]),
///   FormField("price", rules: [.required(), .decimal(in: 0...10_000)]),
/// ])
/// form["name"] = "Tea"
/// form.isValid  // false: price is required
/// ```
public struct FormState: Sendable, Equatable {
  /// The fields, in display order.
  public private(set) var fields: [FormField]
  /// Whether a submit was attempted; from then on every field's error is displayed.
  public internal(set) var isSubmitAttempted = false

  /// Creates a form from its fields.
  public init(_ fields: [FormField]) {
    self.fields = fields
  }

  /// The value of `name`; setting it marks the field touched. Reading an unknown field gives
  /// `""`; setting one adds it as a field without rules.
  public subscript(name: String) -> String {
    get { field(named: name)?.value ?? "" }
    set {
      guard let index = fields.firstIndex(where: { $0.name == name }) else {
        var field = FormField(name, rules: [])
        field.value = newValue
        field.isTouched = true
        fields.append(field)
        return
      }
      fields[index].value = newValue
      fields[index].isTouched = true
    }
  }

  /// The field called `name`, if the form has one.
  public func field(named name: String) -> FormField? {
    fields.first { $0.name == name }
  }

  /// Every field's value by name.
  public var values: [String: String] {
    Dictionary(fields.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  /// The current validation errors, one per invalid field, in field order.
  public var errors: [AppError.FieldError] { fields.compactMap(\.error) }

  /// Whether every field is valid.
  public var isValid: Bool { fields.allSatisfy { $0.error == nil } }

  /// Whether any field differs from its initial value.
  public var isDirty: Bool { fields.contains(where: \.isDirty) }

  /// The error to show under `name`: only once the field is touched or a submit was attempted.
  public func displayedError(for name: String) -> String? {
    guard let field = field(named: name), field.isTouched || isSubmitAttempted else { return nil }
    return field.error?.message
  }

  /// Marks `name` touched (the user left the field), so its error is displayed.
  public mutating func touch(_ name: String) {
    if let index = fields.firstIndex(where: { $0.name == name }) { fields[index].isTouched = true }
  }

  /// Marks the form submitted and returns its errors (empty when valid).
  public mutating func validateForSubmit() -> [AppError.FieldError] {
    isSubmitAttempted = true
    return errors
  }

  /// Makes the current values the new baseline: nothing dirty, touched or submitted.
  public mutating func markSaved() {
    for index in fields.indices {
      fields[index].initialValue = fields[index].value
      fields[index].isTouched = false
    }
    isSubmitAttempted = false
  }

  /// The value of `name` as an exact `Decimal` (`.` separator), or `nil` if it is not a number.
  public func decimal(_ name: String) -> Decimal? {
    Self.parseDecimal(self[name])
  }

  /// Parses `text` strictly (`-12.50`, no grouping, no exponent) into a `Decimal`.
  static func parseDecimal(_ text: String) -> Decimal? {
    let trimmed = text.trimmingWhitespace()
    var unsigned = Substring(trimmed)
    if unsigned.first == "-" || unsigned.first == "+" { unsigned = unsigned.dropFirst() }
    let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
    let isPlainNumber =
      (1...2).contains(parts.count)
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    guard isPlainNumber else { return nil }
    return Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
  }
}
