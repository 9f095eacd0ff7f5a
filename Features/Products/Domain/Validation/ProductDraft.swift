import SharedCore

/// A product as a form or a CSV row holds it: text per field, not yet checked.
///
/// ``ProductValidator`` turns it into a ``Product`` or a message per field at fault. An existing
/// product's draft (``init(_:)``) round-trips: validating it gives the product back.
public struct ProductDraft: Sendable, Hashable {
  /// The fields, by name; their raw values are the keys of field errors and the CSV export's columns.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    /// Required.
    case name
    /// Unique.
    case sku
    /// Comma- or space-separated; each unique.
    case barcodes
    /// HSN (4, 6 or 8 digits) or SAC (6 digits starting 99).
    case taxCode = "hsn_sac"
    /// Free text.
    case category
    /// Free text.
    case details = "description"
    /// The base unit (`pcs` when empty).
    case unit
    /// `box=12; dozen=12`.
    case alternativeUnits = "alternative_units"
    /// Non-negative, at most 2 decimals; Indian grouping allowed.
    case salePrice = "sale_price"
    /// As the sale price.
    case purchasePrice = "purchase_price"
    /// `yes`/`no`.
    case pricesIncludeTax = "tax_inclusive"
    /// As the sale price.
    case mrp
    /// From the allowed set.
    case gstRate = "gst_rate"
    /// A percentage.
    case cessPercent = "cess"
    /// `yes`/`no` (yes when empty).
    case tracksStock = "track_stock"
    /// A non-negative quantity.
    case lowStockThreshold = "low_stock"
    /// Space-separated URLs.
    case imageURLs = "images"
  }

  /// The text of each field; missing fields are empty.
  public var values: [Field: String]
  /// The text of each custom field, by key.
  public var customValues: [String: String]

  /// A draft of `values`.
  public init(_ values: [Field: String] = [:], customValues: [String: String] = [:]) {
    self.values = values
    self.customValues = customValues
  }

  /// The text of `field`, or empty.
  public subscript(field: Field) -> String {
    get { values[field] ?? "" }
    set { values[field] = newValue }
  }
}
