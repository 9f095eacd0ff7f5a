import Foundation

/// A company's identifier: the same on every device and on the server, and safe as a file name.
///
/// One to 64 characters of lowercase ASCII letters, digits and `-`, starting with a letter or digit
/// (a lowercased UUID qualifies), so a company's folder can be named after it.
public struct CompanyID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// The identifier's text.
  public let rawValue: String

  /// Checks `rawValue`.
  /// - Throws: ``CompanyError/invalidID(_:)`` for an empty, too long or ill-formed identifier.
  public init(_ rawValue: String) throws(CompanyError) {
    let characters = rawValue.unicodeScalars
    guard let first = characters.first, characters.count <= 64,
      Self.isLetterOrDigit(first), characters.allSatisfy({ Self.isLetterOrDigit($0) || $0 == "-" })
    else { throw .invalidID(rawValue) }
    self.rawValue = rawValue
  }

  /// The identifier of ``Company/verification``, which ``init(_:)`` refuses (it starts with `-`), so
  /// no real company has it.
  public static let verification = CompanyID(checked: "-verification")

  /// A new random identifier (a lowercased UUID) for a company created on this device.
  public static func generate() -> CompanyID {
    CompanyID(checked: UUID().uuidString.lowercased())
  }

  private init(checked rawValue: String) {
    self.rawValue = rawValue
  }

  /// Decodes the identifier from a string, refusing one ``init(_:)`` refuses.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      try self.init(text)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
    }
  }

  /// Encodes the identifier as its string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Orders identifiers by their text.
  public static func < (lhs: CompanyID, rhs: CompanyID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The identifier's text.
  public var description: String { rawValue }

  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
  }
}
