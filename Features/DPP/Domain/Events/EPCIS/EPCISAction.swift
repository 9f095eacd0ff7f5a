import Foundation
import SharedCore

/// What an ObjectEvent did to its objects (EPCIS 2.0 §7.4.2).
public enum EPCISAction: String, Sendable, Hashable, CaseIterable, Codable {
  /// The objects were created or commissioned; only this action may carry `ilmd`.
  case add = "ADD"
  /// The objects were seen; nothing about them changed.
  case observe = "OBSERVE"
  /// The objects were decommissioned or destroyed.
  case delete = "DELETE"

  /// Reads `ADD`, `OBSERVE` or `DELETE` (case-insensitively).
  /// - Throws: ``EPCISError/unknownVocabularyValue(field:value:allowed:)``.
  public init(parsing text: String) throws {
    guard let action = Self(rawValue: text.trimmingWhitespace().uppercased()) else {
      throw EPCISError.unknownVocabularyValue(field: "action", value: text, allowed: Self.allCases.map(\.rawValue))
    }
    self = action
  }
}
