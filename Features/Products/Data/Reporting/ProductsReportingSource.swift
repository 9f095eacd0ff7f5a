import Foundation
import IndiaTax
import SharedCore

/// Hands Products' records to reports: each product as a `ReportingProduct` and each stock movement
/// as a `ReportingStockMovement`, dated in the business's time zone and carrying the reference of the
/// document behind it.
public struct ProductsReportingSource: ReportingFactSource {
  /// Products and stock movements.
  public let recordTypes = [ProductsSyncTypes.products.name, ProductsSyncTypes.stockMovements.name]
  /// Bumped when what a record gives changes.
  public let version = 1

  private let timeZone: TimeZone

  /// The source, dating movements in `timeZone`.
  public init(timeZone: TimeZone) {
    self.timeZone = timeZone
  }

  /// The record's facts.
  /// - Throws: `SyncCollectionError.undecodable` for fields that are not a product's or a movement's.
  public func facts(from record: SyncRecord) throws -> [ReportingFact] {
    if record.type == ProductsSyncTypes.products.name {
      let product = try SyncCollection<Product>.decode(record.fields, id: record.id)
      return [
        .product(
          ReportingProduct(
            id: record.id, name: product.name, hsn: product.taxCode?.code, unit: product.unit.base,
            tracksStock: product.tracksStock, lowStockThreshold: product.lowStockThreshold,
            purchasePrice: product.purchasePrice))
      ]
    }
    let movement = try SyncCollection<StockMovement>.decode(record.fields, id: record.id)
    return [
      .stockMovement(
        ReportingStockMovement(
          id: record.id, productID: movement.productId, date: CalendarDate(movement.occurredAt, in: timeZone),
          quantity: movement.delta, reason: movement.kind.rawValue, reference: movement.reference))
    ]
  }
}
