import Observation
import SharedCore

/// The product detail screen: the product, its stock and sync status, and its inventory timeline.
@MainActor
public final class ProductDetailViewModel: StatefulViewModel<ProductDetailState>, ViewModel {
  private let catalog: ProductCatalog

  private enum Key: Hashable, Sendable { case product, timeline }

  /// The screen for `productId`.
  public init(catalog: ProductCatalog, productId: String) {
    self.catalog = catalog
    super.init(initialState: ProductDetailState(productId: productId))
  }

  /// Handles one event.
  public func send(_ event: ProductDetailEvent) {
    let catalog = catalog
    let id = state.productId
    switch event {
    case .load:
      load(\.product, key: Key.product, origin: .local) {
        guard let item = try await catalog.product(id) else { throw AppError.notFound }
        return item
      }
      load(\.timeline, key: Key.timeline, origin: .local) { try await catalog.timeline(id) }
    case .setArchived(let archived):
      load(\.product, key: Key.product, origin: .local) { try await catalog.archive(id, archived: archived) }
    }
  }
}
