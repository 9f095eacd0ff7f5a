import Foundation
import SharedCore

extension BillLineForm {
  /// A line for `quantity` of `product` (its variant `variantID`, when it has variants) at its sale
  /// price (the variant's own when it has one), with its HSN/SAC, base unit, GST rate, cess and
  /// whether the price includes tax, and its custom field values: what the editor adds when a product
  /// is picked.
  ///
  /// Picked through `InventoryClient` (`ProductListItem.inventoryItem` in ProductsFeature), so the
  /// bill never depends on the catalog's own types.
  public init(id: String, product: InventoryItem, variantID: String? = nil, quantity: Decimal = 1) {
    self.init(id: id)
    let variant = variantID.flatMap(product.variant)
    self[.description] = variant.map { "\(product.name) (\($0.title))" } ?? product.name
    self[.hsnOrSAC] = product.hsnOrSAC ?? ""
    self[.unit] = product.baseUnit
    self[.quantity] = quantity.plainString
    let price = variant?.salePrice ?? product.salePrice
    self[.unitPrice] = price?.amount.plainString ?? ""
    self[.taxRate] = product.gstRate?.plainString ?? ""
    if let cess = product.cessPercent, cess != 0 { self[.cessRate] = cess.plainString }
    priceIncludesTax = product.pricesIncludeTax
    productID = product.id
    self.variantID = variant?.id
    productItem = product
    productFields = product.customFields
    productBasePrice = price?.amount
  }
}
