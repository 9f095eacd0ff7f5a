import SharedCore

/// The part of a screen's state describing one product: catalogue entry, passport, events.
public struct DPPProductDetails: Sendable, Equatable {
  /// The catalogue entry: the cached copy first, then the network's.
  public var product: ResourceState<DPPProduct, AppError> = .idle
  /// The passport from the resolver; `.empty` when the product has none.
  public var passport: ResourceState<ProductPassport, AppError> = .idle
  /// The event history loaded so far, oldest first; `.empty` when there is none.
  public var events: ResourceState<[LifecycleEvent], AppError> = .idle
  /// The token of the next page of events; `nil` when every page is loaded.
  public var nextEventsPageToken: String?

  /// Creates empty details.
  public init() {}
}
