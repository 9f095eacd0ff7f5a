/// Everything a scan of a GS1 Digital Link found: the product, its passport and its history.
public struct DPPScannedProduct: Sendable, Hashable {
  /// The parsed link.
  public let link: DigitalLink
  /// The product's TraceWise id.
  public let id: DPPProductID
  /// The catalogue entry.
  public let product: DPPProduct
  /// The digital product passport, when the resolver has one for the product.
  public let passport: ProductPassport?
  /// The first page of the product's lifecycle events.
  public let events: TraceWisePaginatedResponse<LifecycleEvent>

  /// Creates a scan result.
  public init(
    link: DigitalLink,
    id: DPPProductID,
    product: DPPProduct,
    passport: ProductPassport?,
    events: TraceWisePaginatedResponse<LifecycleEvent>
  ) {
    self.link = link
    self.id = id
    self.product = product
    self.passport = passport
    self.events = events
  }
}
