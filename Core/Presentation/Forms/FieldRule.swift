import Foundation

/// One validation rule for a form field: returns a message when a value breaks it.
///
/// Every rule except ``required(message:)`` accepts an empty value, so optional fields can
/// carry format rules; combine with `.required()` to make a field mandatory.
///
/// ```swift
/// FormField("price", rules: [.required(), .decimal(in: 0...10_000)])
/// FormField("sku", rules: [.pattern("^[A-Z0-9-]+$", message: "Use capitals, digits and dashes")])
/// ```
public struct FieldRule: Sendable {
  /// A machine-readable code copied into `AppError.FieldError.code` (`required`, `length`, …).
  public let code: String
  private let check: @Sendable (String) -> String?

  /// Creates a rule from a check that returns a message for an invalid value, `nil` otherwise.
  public init(code: String, check: @escaping @Sendable (String) -> String?) {
    self.code = code
    self.check = check
  }

  /// The message if `value` breaks the rule, otherwise `nil`.
  public func validate(_ value: String) -> String? {
    check(value)
  }

  /// Rejects an empty or whitespace-only value.
  public static func required(message: String = "This field is required.") -> FieldRule {
    FieldRule(code: "required") { $0.trimmingWhitespaceAndNewlines().isEmpty ? message : nil }
  }

  /// Requires the number of characters (grapheme clusters) to be within `range`.
  public static func length(_ range: ClosedRange<Int>, message: String? = nil) -> FieldRule {
    let message = message ?? "Use between \(range.lowerBound) and \(range.upperBound) characters."
    return FieldRule(code: "length") { value in
      value.isEmpty || range.contains(value.count) ? nil : message
    }
  }

  /// Requires at most `maximum` characters.
  public static func maxLength(_ maximum: Int, message: String? = nil) -> FieldRule {
    length(0...max(0, maximum), message: message ?? "Use at most \(maximum) characters.")
  }

  /// Requires the whole value to match the regular expression `pattern` (ICU syntax).
  ///
  /// A malformed pattern never crashes: the rule then rejects every non-empty value with a
  /// message naming the pattern, so the mistake shows up in the first test.
  public static func pattern(_ pattern: String, message: String = "The format is not valid.") -> FieldRule {
    guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$") else {
      return FieldRule(code: "invalidPattern") { $0.isEmpty ? nil : "Invalid validation pattern: \(pattern)" }
    }
    return FieldRule(code: "pattern") { value in
      let range = NSRange(value.startIndex..., in: value)
      return value.isEmpty || regex.firstMatch(in: value, range: range) != nil ? nil : message
    }
  }

  /// Requires a plausible e-mail address (`local@domain.tld`); a pragmatic check, not RFC 5322.
  public static func email(message: String = "Enter a valid e-mail address.") -> FieldRule {
    let rule = pattern(
      #"[A-Za-z0-9._%+\-]+@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}"#)
    return FieldRule(code: "email") { rule.validate($0) == nil ? nil : message }
  }

  /// Requires a decimal number (`12`, `-3.50`; `.` as separator) within `range`, if given.
  ///
  /// Parsed exactly as `Decimal`, never through `Double`, so money keeps its cents.
  public static func decimal(in range: ClosedRange<Decimal>? = nil, message: String? = nil) -> FieldRule {
    FieldRule(code: "decimal") { value in
      guard !value.isEmpty else { return nil }
      guard let number = FormState.parseDecimal(value) else { return message ?? "Enter a number." }
      guard let range, !range.contains(number) else { return nil }
      return message ?? "Enter a number between \(range.lowerBound) and \(range.upperBound)."
    }
  }

  /// Requires a whole number within `range`, if given.
  public static func integer(in range: ClosedRange<Int>? = nil, message: String? = nil) -> FieldRule {
    FieldRule(code: "integer") { value in
      guard !value.isEmpty else { return nil }
      guard let number = Int(value) else { return message ?? "Enter a whole number." }
      guard let range, !range.contains(number) else { return nil }
      return message ?? "Enter a whole number between \(range.lowerBound) and \(range.upperBound)."
    }
  }

  /// A rule from a predicate: values for which `isValid` returns `false` get `message`.
  public static func custom(
    code: String,
    message: String,
    _ isValid: @escaping @Sendable (String) -> Bool
  ) -> FieldRule {
    FieldRule(code: code) { isValid($0) ? nil : message }
  }
}
