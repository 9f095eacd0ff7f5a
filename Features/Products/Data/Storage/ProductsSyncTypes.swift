import SharedCore

/// The record types ProductsFeature keeps in sync.
public enum ProductsSyncTypes {
  /// Products: server wins a conflict, and the local side is kept as a conflict to review.
  public static let products = SyncRecordType("products", path: ["v1", "sync", "products"])
  /// Stock movements: append-only, so concurrent stock-outs on two devices both count.
  public static let stockMovements = SyncRecordType(
    "stock-movements", path: ["v1", "sync", "stock-movements"], references: ["productId": "products"],
    isAppendOnly: true)

  /// Both types.
  public static let all = [products, stockMovements]
}
