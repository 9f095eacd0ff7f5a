import SharedCore

extension SQLiteValue {
  /// `text`, or `NULL` when it is `nil`.
  static func optionalText(_ text: String?) -> SQLiteValue { text.map { .text($0) } ?? .null }
}
