import Foundation
import IndiaTax
import SharedCore

extension ProductListItem {
  /// The product as a document feature sees it (a bill's line picker), with its total stock; the
  /// catalog's `item(_:)` adds stock per variant and batch.
  public var inventoryItem: InventoryItem { InventoryItem(product: product, onHand: onHand, ledger: nil) }
}

extension InventoryItem {
  /// The item a document feature sees of `product`: stock per variant and batch from `ledger` when
  /// given (only the total, `onHand`, otherwise).
  init(product: Product, onHand: Decimal, ledger: StockLedger?) {
    let optionOrder = Array(Set(product.variants.flatMap(\.options.keys))).sorted()
    let batchStock = ledger?.onHandByBatch() ?? [:]
    // Earliest expiry first; batches that do not expire last.
    let batches = product.batches.sorted { lhs, rhs in
      switch (lhs.expiresOn, rhs.expiresOn) {
      case (let left?, let right?): left < right
      case (.some, nil): true
      default: false
      }
    }
    self.init(
      id: product.id, name: product.name, sku: product.sku, hsnOrSAC: product.taxCode?.code,
      gstRate: product.gstRate?.percent, cessPercent: product.cessPercent, baseUnit: product.unit.base,
      unitFactors: Dictionary(
        product.unit.alternatives.map { ($0.unit, $0.factor) }, uniquingKeysWith: { first, _ in first }),
      salePrice: product.salePrice, purchasePrice: product.purchasePrice, mrp: product.mrp,
      pricesIncludeTax: product.pricesIncludeTax, tracksStock: product.tracksStock,
      tracksBatches: product.tracksBatches, tracksSerials: product.tracksSerials,
      variants: product.variants.map { variant in
        InventoryVariant(
          id: variant.id, title: variant.title(optionOrder: optionOrder), sku: variant.sku,
          salePrice: variant.salePrice, onHand: ledger?.onHand(variantId: variant.id) ?? 0)
      },
      batches: batches.map { batch in
        InventoryBatch(
          number: batch.number, manufacturedOn: batch.manufacturedOn, expiresOn: batch.expiresOn,
          mrp: batch.mrp ?? product.mrp, onHand: batchStock[batch.number] ?? 0)
      },
      onHand: onHand, customFields: product.customFields.mapValues(\.description))
  }
}
