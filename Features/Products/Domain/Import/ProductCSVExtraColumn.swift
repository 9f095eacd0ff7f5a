import Foundation
import SharedCore

/// The columns of a product file beyond the form's fields, so that an export reads back to the same
/// products: whether the product is archived, whether it tracks batches and serial numbers, and its
/// declared batches and variants, each written as a JSON array in one cell (CSV quoting keeps it
/// whole), for example `[{"number":"B-7","expiresOn":"2026-07-01"}]`.
///
/// As with the form's columns, a column the file lacks keeps an updated product's value, and an empty
/// cell clears it (`no`, no batches, no variants).
public enum ProductCSVExtraColumn: String, Sendable, Hashable, CaseIterable {
  /// `yes`/`no`.
  case archived
  /// `yes`/`no`.
  case tracksBatches = "track_batches"
  /// `yes`/`no`.
  case tracksSerials = "track_serials"
  /// ``ProductBatch`` values as a JSON array.
  case batches
  /// ``ProductVariant`` values as a JSON array.
  case variants

  /// Header names other apps and spreadsheets use.
  var aliases: [String] {
    switch self {
    case .archived: ["Is Archived", "Inactive"]
    case .tracksBatches: ["Batch Tracking", "Track Batches"]
    case .tracksSerials: ["Serial Tracking", "Track Serials"]
    case .batches: ["Batch List"]
    case .variants: ["Variant List"]
    }
  }

  /// The column's text for `product`.
  func text(of product: Product) -> String {
    switch self {
    case .archived: ProductFlagText.text(product.isArchived)
    case .tracksBatches: ProductFlagText.text(product.tracksBatches)
    case .tracksSerials: ProductFlagText.text(product.tracksSerials)
    case .batches: product.batches.isEmpty ? "" : Self.json(product.batches)
    case .variants: product.variants.isEmpty ? "" : Self.json(product.variants)
    }
  }

  /// Sets what `text` says on `product`.
  /// - Throws: ``ProductFieldMessage`` saying what is wrong with the text.
  func apply(_ text: String, to product: inout Product) throws(ProductFieldMessage) {
    let text = text.trimmingWhitespace()
    switch self {
    case .archived: product.isArchived = try Self.flag(text)
    case .tracksBatches: product.tracksBatches = try Self.flag(text)
    case .tracksSerials: product.tracksSerials = try Self.flag(text)
    case .batches: product.batches = try Self.array(text, of: ProductBatch.self, noun: "batches")
    case .variants: product.variants = try Self.array(text, of: ProductVariant.self, noun: "variants")
    }
  }

  /// An empty cell is `no`.
  private static func flag(_ text: String) throws(ProductFieldMessage) -> Bool {
    guard !text.isEmpty else { return false }
    guard let flag = ProductFlagText.flag(text) else { throw ProductFieldMessage("Answer yes or no.") }
    return flag
  }

  /// Sorted keys, so the same product always exports the same text.
  private static func json<Value: Encodable>(_ values: [Value]) -> String {
    (try? JSONValueEncoder().encode(values))?.serializedText(sortedKeys: true) ?? "[]"
  }

  private static func array<Value: Decodable>(
    _ text: String, of type: Value.Type, noun: String
  ) throws(ProductFieldMessage) -> [Value] {
    guard !text.isEmpty else { return [] }
    do {
      return try JSONValueDecoder().decode([Value].self, from: JSONValue(parsing: text))
    } catch {
      throw ProductFieldMessage("Write the \(noun) as a JSON array, as an export does (\(error)).")
    }
  }
}
