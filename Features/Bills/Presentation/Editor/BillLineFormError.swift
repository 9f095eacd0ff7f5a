/// Why a ``BillLineForm`` could not be read: a message for each field at fault.
public struct BillLineFormError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A message per field, for display beside it.
  public let messages: [BillLineForm.Field: String]

  /// The error for `messages`.
  public init(messages: [BillLineForm.Field: String]) {
    self.messages = messages
  }

  /// Every message, in field order.
  public var description: String {
    BillLineForm.Field.allCases.compactMap { field in messages[field].map { "\(field.rawValue): \($0)" } }
      .joined(separator: "; ")
  }
}
