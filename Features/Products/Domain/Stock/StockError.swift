import Foundation
import SharedCore

/// A stock movement the ledger refuses.
public enum StockError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The quantity is zero or negative.
  case nonPositiveQuantity
  /// Taking `requested` would leave stock below zero and the business does not allow it.
  case insufficientStock(available: Decimal, requested: Decimal)
  /// A batch-tracked product moved without a batch in, or a batch the product does not have.
  case unknownBatch(String?)
  /// The named batch holds less than requested.
  case insufficientBatch(batch: String, available: Decimal, requested: Decimal)
  /// The product does not track stock.
  case notTracked
  /// An adjustment without a reason.
  case missingReason
  /// Serial numbers that do not match the quantity, repeat, are already in stock (inbound) or are not
  /// (outbound).
  case serials(String)
  /// A variant the product does not have, or none for a product with variants.
  case unknownVariant(String?)

  /// A sentence for the screen.
  public var description: String {
    switch self {
    case .nonPositiveQuantity: "Enter a quantity above zero."
    case .insufficientStock(let available, let requested):
      "Only \(available.plainString) in stock; \(requested.plainString) requested."
    case .unknownBatch(let batch): batch.map { "There is no batch \($0)." } ?? "Choose a batch."
    case .insufficientBatch(let batch, let available, let requested):
      "Batch \(batch) has \(available.plainString); \(requested.plainString) requested."
    case .notTracked: "This product does not track stock."
    case .missingReason: "Give a reason for the adjustment."
    case .serials(let message): message
    case .unknownVariant(let variant): variant.map { "There is no variant \($0)." } ?? "Choose a variant."
    }
  }
}
