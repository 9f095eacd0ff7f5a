/// One analytics record: an operation and how it ended (one per API call, say).
public struct AnalyticsEvent: Sendable, Hashable, Codable {
  /// How an operation ended.
  public enum Outcome: Sendable, Hashable, Codable {
    /// It succeeded.
    case success
    /// It failed; `errorCase` is the `AppError` case name (`network`, `unauthorized`, …).
    case failure(errorCase: String)
    /// It was cancelled (a newer request replaced it, or its screen went away).
    case cancelled
  }

  /// The operation's name, dot-separated by feature (`products.load`).
  public var name: String
  /// How it ended.
  public var outcome: Outcome
  /// Extra context. Never put personal data or secrets here.
  public var parameters: [String: String]

  /// Creates an event.
  public init(name: String, outcome: Outcome, parameters: [String: String] = [:]) {
    self.name = name
    self.outcome = outcome
    self.parameters = parameters
  }
}
