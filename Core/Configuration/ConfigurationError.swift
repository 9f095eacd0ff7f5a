/// A configuration that failed validation, with every problem found.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The problems, in the order `validate()` checks them.
  public var issues: [ConfigurationIssue]

  /// Creates an error from its issues.
  public init(issues: [ConfigurationIssue]) {
    self.issues = issues
  }

  /// One issue per line.
  public var description: String {
    "Invalid configuration:\n" + issues.map { "- \($0)" }.joined(separator: "\n")
  }
}
