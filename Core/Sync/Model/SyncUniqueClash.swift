/// A value the server requires to be unique (an SKU, a barcode, a GSTIN) that a refused change would
/// have given its record while another live record already holds it: the reason behind a
/// ``SyncRejection`` with the code ``SyncRejection/uniqueConflictCode``.
///
/// Two devices that create a product with the same SKU offline both accept it; the server takes the
/// first and refuses the second with one clash per shared value, naming the record that holds it.
/// The refused change stays on its device, parked, until the user fixes the record (another value,
/// or a merge into the holder) or discards the change.
public struct SyncUniqueClash: Sendable, Hashable, Codable {
  /// The kind of value, the same wherever it sits in a record (`"sku"`, `"barcode"`, `"gstin"`).
  public var rule: String
  /// Where the refused change holds it (`"sku"`, `"variants[1].barcode"`).
  public var field: String
  /// The value as the change sent it.
  public var value: String
  /// The value as the server compared it (trimmed and uppercased, a GTIN as its 14 digits…).
  public var key: String
  /// The id of the record that holds the value.
  public var holderID: String
  /// Where the holder holds it.
  public var holderField: String

  /// Creates a clash.
  public init(rule: String, field: String, value: String, key: String, holderID: String, holderField: String) {
    self.rule = rule
    self.field = field
    self.value = value
    self.key = key
    self.holderID = holderID
    self.holderField = holderField
  }

  private enum CodingKeys: String, CodingKey {
    case rule, field, value, key
    case holderID = "holderId"
    case holderField
  }
}
