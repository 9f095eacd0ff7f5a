/// One form field: its value, the value it started with, whether the user has touched it,
/// and its validation rules.
///
/// Equality compares the name, values and touched flag; rules are configuration fixed when the
/// form is built, so they take no part in it.
public struct FormField: Sendable, Equatable {
  /// The field's name, used for lookups and as `AppError.FieldError.field`.
  public let name: String
  /// The current value.
  public var value: String
  /// The value the field started with (or was last saved with); ``isDirty`` compares to it.
  public internal(set) var initialValue: String
  /// Whether the user has edited or left the field; errors are displayed once it is.
  public var isTouched: Bool
  /// The rules checked in order; the first failure is the field's error.
  public let rules: [FieldRule]

  /// Creates a field.
  public init(_ name: String, value: String = "", rules: [FieldRule] = []) {
    self.name = name
    self.value = value
    self.initialValue = value
    self.isTouched = false
    self.rules = rules
  }

  /// Whether the value differs from ``initialValue``.
  public var isDirty: Bool { value != initialValue }

  /// The first broken rule as a field error, or `nil` when the value is valid.
  public var error: AppError.FieldError? {
    for rule in rules {
      if let message = rule.validate(value) {
        return AppError.FieldError(field: name, message: message, code: rule.code)
      }
    }
    return nil
  }

  /// Fields are equal when their name, value, initial value and touched state are (rules are closures).
  public static func == (lhs: FormField, rhs: FormField) -> Bool {
    lhs.name == rhs.name && lhs.value == rhs.value && lhs.initialValue == rhs.initialValue
      && lhs.isTouched == rhs.isTouched
  }
}
