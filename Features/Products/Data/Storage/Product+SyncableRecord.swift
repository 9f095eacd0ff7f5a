import SharedCore

extension Product: SyncableRecord {
  /// ``ProductsSyncTypes/products``.
  public static var syncType: SyncRecordType { ProductsSyncTypes.products }
}

extension StockMovement: SyncableRecord {
  /// ``ProductsSyncTypes/stockMovements``.
  public static var syncType: SyncRecordType { ProductsSyncTypes.stockMovements }
}
