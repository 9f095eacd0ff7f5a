import Foundation
import IndiaTax
import SharedCore

extension ProductDraft {
  /// The draft of an existing product, for its edit form or its CSV row.
  public init(_ product: Product) {
    var values: [Field: String] = [
      .name: product.name,
      .sku: product.sku ?? "",
      .barcodes: product.barcodes.map(\.description).joined(separator: " "),
      .taxCode: product.taxCode?.code ?? "",
      .category: product.category ?? "",
      .details: product.details ?? "",
      .unit: product.unit.base,
      .alternativeUnits: product.unit.alternatives.map { "\($0.unit)=\($0.factor.plainString)" }
        .joined(separator: "; "),
      .salePrice: product.salePrice?.formattedAmount ?? "",
      .purchasePrice: product.purchasePrice?.formattedAmount ?? "",
      .pricesIncludeTax: ProductFlagText.text(product.pricesIncludeTax),
      .mrp: product.mrp?.formattedAmount ?? "",
      .gstRate: product.gstRate?.percent.plainString ?? "",
      .cessPercent: product.cessPercent?.plainString ?? "",
      .tracksStock: ProductFlagText.text(product.tracksStock),
      .lowStockThreshold: product.lowStockThreshold?.plainString ?? "",
      .imageURLs: product.imageURLs.map(\.absoluteString).joined(separator: " "),
    ]
    values = values.filter { !$0.value.isEmpty }
    self.init(values, customValues: product.customFields.mapValues(\.description))
  }
}
