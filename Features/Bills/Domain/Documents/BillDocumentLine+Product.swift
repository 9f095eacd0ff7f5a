import Foundation
import SharedCore

extension BillDocumentLine {
  /// A document line for `quantity` of `product` (its variant `variantID`) at its sale price, as
  /// ``BillLineForm/init(id:product:variantID:quantity:)`` fills it in, with the batches and serials
  /// the stock comes from (leave `batches` empty for the first-expiring batches to be picked when the
  /// bill is issued).
  ///
  /// ```swift
  /// let rice = try await inventory.item(riceID)   // or productListItem.inventoryItem
  /// let line = try BillDocumentLine(id: "1", product: rice, quantity: 2)
  /// ```
  /// - Throws: ``BillLineFormError`` naming each field the product leaves unusable: no sale price,
  ///   no GST rate, or a variant it does not have.
  public init(
    id: String, product: InventoryItem, variantID: String? = nil, quantity: Decimal,
    batches: [StockPostingBatch] = [], serials: [String] = [], currency: Currency = .inr
  ) throws(BillLineFormError) {
    if let variantID, product.variant(variantID) == nil {
      throw BillLineFormError(messages: [.description: "\(product.name) has no variant \(variantID)."])
    }
    var form = BillLineForm(id: id, product: product, variantID: variantID, quantity: quantity)
    form.batches = batches
    form.serials = serials
    self = try form.line(currency: currency).get()
  }
}
