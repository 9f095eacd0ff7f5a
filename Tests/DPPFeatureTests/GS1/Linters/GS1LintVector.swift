import DPPFeature
import Testing

/// One invalid input from GS1's linter unit tests: the expected violation and its 0-based position
/// (GS1's tests mark the flagged span with asterisks; a missing or truncated final field flags the
/// whole value, position 0).
struct GS1LintVector: Sendable, CustomTestStringConvertible {
  let input: String
  let violation: GS1LintViolation
  let position: Int

  init(_ input: String, _ violation: GS1LintViolation, _ position: Int) {
    self.input = input
    self.violation = violation
    self.position = position
  }

  var testDescription: String { "\"\(input)\" → \(violation) at \(position)" }
}
