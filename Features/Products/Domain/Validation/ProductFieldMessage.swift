import SharedCore

/// A message for one form field or CSV cell: what to fix, in a sentence.
public struct ProductFieldMessage: Error, Sendable, Hashable, CustomStringConvertible {
  /// The sentence.
  public let message: String

  /// A message.
  public init(_ message: String) {
    self.message = message
  }

  /// The sentence.
  public var description: String { message }
}
