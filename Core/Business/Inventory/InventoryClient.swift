import Foundation

/// The narrow contract between a feature that makes documents (bills, returns) and the feature that
/// keeps the catalog and its stock: look a product up, check a document's stock, and post it.
///
/// ProductsFeature implements it live (its `ProductCatalog`), and its testing kit in memory; a
/// document feature depends on this protocol only, never on the catalog's own types.
///
/// Posting is idempotent under the document's ``PostingReference``: what is already posted under it
/// is found and only the rest is recorded, so posting again after a crash completes the document
/// and never moves its stock twice.
public protocol InventoryClient: Sendable {
  /// The items whose name, SKU or barcode match `text`, for a line picker.
  func items(matching text: String) async throws -> [InventoryItem]

  /// The item, or `nil` when there is no such product.
  func item(_ productID: String) async throws -> InventoryItem?

  /// The posting as it would be recorded, changing nothing: each stock-moving line in the base unit,
  /// with the batches it draws from (first-expiry-first-out picks filled in). Lines of products that
  /// keep no stock are left out.
  /// - Throws: ``InventoryPostingError`` naming the first line the stock rules refuse.
  func plan(_ posting: StockPosting) async throws -> [StockPostingLine]

  /// Records the posting: brings what is posted under its reference up to its lines (creating the
  /// batches a purchase brings in). Each line is recorded on its own; an interrupted posting is
  /// completed by posting again.
  /// - Throws: ``InventoryPostingError`` naming the first line the stock rules refuse.
  func post(_ posting: StockPosting) async throws

  /// Moves back whatever `posting`'s reference moved for its products and nothing has moved back yet
  /// (a cancelled document): the same quantities, variants, batches and serial numbers, the other way.
  func reverse(_ posting: StockPosting, reason: String, at date: Date) async throws
}
