/// An event of a batch that could not be exported, with its position.
public struct EPCISExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The 0-based index of the event in the batch.
  public var index: Int
  /// What was wrong with it.
  public var error: EPCISError

  /// `"event[3]: <reason>"`.
  public var description: String { "event[\(index)]: \(error)" }
}
