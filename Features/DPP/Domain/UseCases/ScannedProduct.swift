/// Everything a scan of a GS1 Digital Link found: the product, its passport and its history.
public struct ScannedProduct: Sendable, Hashable {
  /// The parsed link.
  public let link: DigitalLink
  /// The product's TraceWise id.
  public let id: ProductID
  /// The catalogue entry.
  public let product: Product
  /// The digital product passport, when the resolver has one for the product.
  public let passport: ProductPassport?
  /// The first page of the product's lifecycle events.
  public let events: PaginatedResponse<LifecycleEvent>

  /// Creates a scan result.
  public init(
    link: DigitalLink,
    id: ProductID,
    product: Product,
    passport: ProductPassport?,
    events: PaginatedResponse<LifecycleEvent>
  ) {
    self.link = link
    self.id = id
    self.product = product
    self.passport = passport
    self.events = events
  }
}
