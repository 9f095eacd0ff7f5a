import Foundation

/// One business the user runs or was invited to: what the company picker shows and what a
/// company scope is made for (see `ScopeName.company`).
public struct Company: Hashable, Sendable, Codable, Identifiable {
  /// The user's part in the company.
  public enum Role: String, Hashable, Sendable, Codable {
    /// The user created the company.
    case owner
    /// Another user invited this one.
    case member
  }

  /// The company's identifier, the same on every device.
  public let id: CompanyID
  /// The name the picker shows (the trade name, say).
  public var name: String
  /// The user's part in the company.
  public var role: Role

  /// The company `Container.verify()` makes the company scope for: its identifier is one no real
  /// company can have, so the platform opens an in-memory database for it rather than a file.
  public static let verification = Company(checked: .verification, name: "Verification")

  private init(checked id: CompanyID, name: String) {
    self.id = id
    self.name = name
    self.role = .owner
  }

  /// A company; `name` is trimmed.
  /// - Throws: ``CompanyError/invalidName(_:)`` for an empty or over-long name.
  public init(id: CompanyID, name: String, role: Role = .owner) throws(CompanyError) {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...100).contains(trimmed.count) else { throw .invalidName(name) }
    self.id = id
    self.name = trimmed
    self.role = role
  }
}
