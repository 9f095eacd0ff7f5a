import Observation
import SharedCore

/// The stock adjustment screen: records a movement against the product's ledger. Refusals (not
/// enough stock, no reason for an adjustment, serials not in stock) arrive as
/// `AppError.validation` with a `quantity`, `reason`, `batch` or `serials` field error.
@MainActor
public final class StockAdjustmentViewModel: StatefulViewModel<StockAdjustmentState>, ViewModel {
  private let catalog: ProductCatalog

  private enum Key: Hashable, Sendable { case record }

  /// The screen for `productId`.
  public init(catalog: ProductCatalog, productId: String) {
    self.catalog = catalog
    super.init(initialState: StockAdjustmentState(productId: productId))
  }

  /// Handles one event.
  public func send(_ event: StockAdjustmentEvent) {
    switch event {
    case .record(let request):
      let catalog = catalog
      let productId = state.productId
      load(\.recorded, key: Key.record, origin: .local) {
        do {
          return try await catalog.adjustStock(productId, request)
        } catch let error as StockError {
          throw AppError.validation([AppError.FieldError(field: error.field, message: error.description, code: "stock")]
          )
        }
      }
    }
  }
}

extension StockError {
  /// The form field the refusal is about.
  var field: String {
    switch self {
    case .nonPositiveQuantity, .insufficientStock, .notTracked: "quantity"
    case .unknownBatch, .insufficientBatch: "batch"
    case .missingReason: "reason"
    case .serials: "serials"
    case .unknownVariant: "variant"
    }
  }
}
