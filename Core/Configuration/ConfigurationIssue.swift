/// One problem `CoreConfiguration.validate()` found: where, what, and how to fix it.
public struct ConfigurationIssue: Sendable, Hashable, CustomStringConvertible {
  /// The key path of the offending setting (`network.retry.maxAttempts`).
  public var field: String
  /// What is wrong, including the value found.
  public var problem: String
  /// What to change.
  public var suggestion: String

  /// Creates an issue.
  public init(field: String, problem: String, suggestion: String) {
    self.field = field
    self.problem = problem
    self.suggestion = suggestion
  }

  /// `field: problem. Suggestion: suggestion`
  public var description: String { "\(field): \(problem). Suggestion: \(suggestion)" }
}
