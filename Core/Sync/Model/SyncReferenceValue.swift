/// One id found in a reference field.
public struct SyncReferenceValue: Sendable, Hashable {
  /// The referenced record's id.
  public var id: String
  /// The referenced record's type name.
  public var type: String

  /// Creates a reference value.
  public init(id: String, type: String) {
    self.id = id
    self.type = type
  }
}
