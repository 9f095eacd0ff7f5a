/// What happens when a new document would take a party over its credit limit.
public enum PartyCreditPolicy: String, Sendable, Hashable, Codable {
  /// Record the document and warn.
  case warn
  /// Refuse the document.
  case block
}
