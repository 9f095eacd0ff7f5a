/// The outcome of a database integrity check.
public struct DatabaseIntegrityReport: Sendable, Hashable, Codable {
  /// What the check found wrong, one line per problem, as the database reports it; empty when intact.
  public var problems: [String]

  /// Creates a report.
  public init(problems: [String] = []) {
    self.problems = problems
  }

  /// Whether the check found nothing wrong.
  public var isIntact: Bool { problems.isEmpty }
}
