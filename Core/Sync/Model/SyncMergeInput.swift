/// What a ``SyncConflictPolicy/merge(_:)`` function gets to combine.
public struct SyncMergeInput: Sendable, Hashable {
  /// The fields the server held when the local change was made (`nil` for a record the server
  /// has never acknowledged).
  public var base: [String: JSONValue]?
  /// The local fields.
  public var local: [String: JSONValue]
  /// The server's current fields.
  public var server: [String: JSONValue]

  /// Creates a merge input.
  public init(base: [String: JSONValue]?, local: [String: JSONValue], server: [String: JSONValue]) {
    self.base = base
    self.local = local
    self.server = server
  }

  /// A three-way field merge: fields the local side changed from `base` take the local value,
  /// every other field takes the server's. Without a base the local side wins every field it has.
  public var fieldwise: [String: JSONValue] {
    guard let base else { return server.merging(local) { _, local in local } }
    var merged = server
    for key in Set(local.keys).union(base.keys) where local[key] != base[key] {
      merged[key] = local[key]
    }
    return merged
  }

  /// Whether `merged` keeps every change both sides made from `base`: each field the local side
  /// changed holds the local value and each field the server changed holds the server's. Then
  /// nothing was lost and there is nothing to review (two devices edited different fields). Always
  /// `false` without a base, when what each side changed is unknown.
  public func keepsEveryChange(in merged: [String: JSONValue]) -> Bool {
    guard let base else { return false }
    for key in Set(local.keys).union(server.keys).union(base.keys) {
      if local[key] != base[key], merged[key] != local[key] { return false }
      if server[key] != base[key], merged[key] != server[key] { return false }
    }
    return true
  }
}
