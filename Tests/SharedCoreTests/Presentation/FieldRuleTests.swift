import Foundation
import SharedCore
import Testing

@Suite struct FieldRuleTests {
  @Test(arguments: [("", false), ("   ", false), ("Tea", true)])
  func required(value: String, valid: Bool) {
    #expect((FieldRule.required().validate(value) == nil) == valid)
  }

  @Test(arguments: [("", true), ("ab", false), ("abc", true), ("abcde", true), ("abcdef", false), ("日本語", true)])
  func length(value: String, valid: Bool) {
    #expect((FieldRule.length(3...5).validate(value) == nil) == valid)
  }

  @Test func maxLength() {
    #expect(FieldRule.maxLength(2).validate("abc") == "Use at most 2 characters.")
    #expect(FieldRule.maxLength(2).validate("ab") == nil)
  }

  @Test(arguments: [("AB-12", true), ("ab-12", false), ("AB-12 ", false), ("", true)])
  func pattern(value: String, valid: Bool) {
    #expect((FieldRule.pattern("[A-Z0-9-]+").validate(value) == nil) == valid)
  }

  @Test func malformedPatternRejectsInsteadOfCrashing() {
    let rule = FieldRule.pattern("([")
    #expect(rule.code == "invalidPattern")
    #expect(rule.validate("x") == "Invalid validation pattern: ([")
  }

  @Test(arguments: [
    ("ann@example.com", true), ("a.b+c@mail.example.co.uk", true), ("ann@", false), ("ann example.com", false),
    ("ann@example", false), ("@example.com", false), ("", true),
  ])
  func email(value: String, valid: Bool) {
    #expect((FieldRule.email().validate(value) == nil) == valid)
  }

  @Test(arguments: [
    ("12", true), ("0.50", true), ("9999.99", true), ("-1", false), ("10000.01", false), ("1e3", false),
    ("1,5", false), ("12abc", false), (".5", false), ("", true),
  ])
  func decimalRange(value: String, valid: Bool) {
    #expect((FieldRule.decimal(in: 0...9999.99).validate(value) == nil) == valid)
  }

  @Test func decimalMessagesNameTheProblem() {
    #expect(FieldRule.decimal().validate("abc") == "Enter a number.")
    #expect(FieldRule.decimal(in: 1...5).validate("7") == "Enter a number between 1 and 5.")
  }

  @Test(arguments: [("3", true), ("0", false), ("11", false), ("2.5", false), ("", true)])
  func integerRange(value: String, valid: Bool) {
    #expect((FieldRule.integer(in: 1...10).validate(value) == nil) == valid)
  }

  @Test func custom() {
    let even = FieldRule.custom(code: "even", message: "Must be even") { (Int($0) ?? 1).isMultiple(of: 2) }
    #expect(even.validate("4") == nil)
    #expect(even.validate("5") == "Must be even")
    #expect(even.code == "even")
  }
}
