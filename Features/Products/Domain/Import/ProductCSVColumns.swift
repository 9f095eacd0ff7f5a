import SharedCore

/// The CSV columns of a product file: one per ``ProductDraft/Field`` (named by its raw value, with
/// the aliases other apps write), one per ``ProductCSVExtraColumn`` and one per custom field (named
/// by its label).
public enum ProductCSVColumns {
  /// Header names other apps and spreadsheets use for each field.
  public static let aliases: [ProductDraft.Field: [String]] = [
    .name: ["Product Name", "Item Name", "Title"],
    .sku: ["SKU Code", "Item Code", "Product Code"],
    .barcodes: ["Barcode", "EAN", "UPC", "GTIN"],
    .taxCode: ["HSN", "SAC", "HSN Code", "SAC Code", "HSN/SAC"],
    .category: ["Group"],
    .details: ["Details", "Notes"],
    .unit: ["UOM", "Unit of Measure"],
    .alternativeUnits: ["Other Units"],
    .salePrice: ["Selling Price", "Price", "Rate", "Sale Rate"],
    .purchasePrice: ["Cost", "Cost Price", "Buying Price", "Purchase Rate"],
    .pricesIncludeTax: ["Price Includes Tax", "Inclusive of Tax"],
    .mrp: ["Maximum Retail Price"],
    .gstRate: ["GST", "GST %", "Tax Rate", "Tax %"],
    .cessPercent: ["Cess %", "Cess Rate"],
    .tracksStock: ["Track Inventory", "Stock Tracking"],
    .lowStockThreshold: ["Low Stock Threshold", "Reorder Level", "Low Stock Alert"],
    .imageURLs: ["Image URLs", "Image"],
  ]

  /// The columns for a business with `customFields`; only the name is required.
  public static func columns(customFields: [ProductCustomField]) -> [CSVColumn] {
    ProductDraft.Field.allCases.map { field in
      CSVColumn(field.rawValue, aliases: aliases[field] ?? [], isRequired: field == .name)
    } + ProductCSVExtraColumn.allCases.map { CSVColumn($0.rawValue, aliases: $0.aliases) }
      + customFields.map { CSVColumn($0.label, aliases: [$0.key]) }
  }
}
