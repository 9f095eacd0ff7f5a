/// What the product detail screen sends its ``ProductDetailViewModel``.
public enum ProductDetailEvent: Sendable, Hashable {
  /// Load (or reload) the product and its inventory timeline.
  case load
  /// Archive the product, or restore it.
  case setArchived(Bool)
}
