import Foundation
import SharedCore

/// An email address as a form checks it: one `@`, a local part and a dotted domain, no spaces.
public struct PartyEmailAddress: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The address as written (trimmed).
  public let value: String

  /// Reads an address.
  /// - Throws: ``PartyEmailAddressError`` with the reason.
  public init(_ text: String) throws(PartyEmailAddressError) {
    let value = text.trimmingWhitespace()
    let parts = value.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { throw .shape(value) }
    guard !value.contains(where: \.isWhitespace) else { throw .whitespace(value) }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else { throw .domain(String(parts[1])) }
    self.value = value
  }

  /// The address.
  public var description: String { value }

  /// Decodes the address.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { try PartyEmailAddress($0) }
  }

  /// Encodes the address.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(value)
  }
}
