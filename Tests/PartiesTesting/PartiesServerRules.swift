import PartiesFeature
import SharedCore
import SharedTesting

/// The reference server's rules for parties, for an `InMemorySyncServer` that checks what it checks.
///
/// ```swift
/// let server = InMemorySyncServer(
///   schema: try SyncSchema(PartiesSyncTypes.all), uniqueValues: PartiesServerRules.uniqueValues)
/// ```
public enum PartiesServerRules {
  /// No two parties that are not merged share a GSTIN; an archived party keeps its GSTIN, a merged
  /// or deleted one frees it.
  public static let uniqueValues: [String: InMemorySyncServer.UniqueValues] = [
    PartiesSyncTypes.parties.name: gstin
  ]

  /// A party's GSTIN unless it is merged into another, read from its fields as the server reads it.
  @Sendable static func gstin(of fields: [String: JSONValue]) -> [InMemorySyncServer.UniqueValue] {
    guard fields["mergedInto"] == nil || fields["mergedInto"] == .null, let gstin = fields["gstin"]?.stringValue,
      !gstin.isEmpty
    else { return [] }
    return [.init(rule: "gstin", field: "gstin", value: gstin, key: gstin.uppercased())]
  }
}
