import SharedCore

/// What the product passport screen shows for one product.
public struct DPPPassportState: DPPProductDetailsHolding {
  /// The product shown.
  public let id: DPPProductID
  /// Product, passport and events.
  public var details = DPPProductDetails()
  /// The last registration's result.
  public var registration: ResourceState<TraceWiseRegisterResponse, AppError> = .idle
  /// The last recorded event's outcome: recorded, or queued while offline.
  public var recording: ResourceState<RecordLifecycleEvent.Outcome, AppError> = .idle
  /// The last sync of queued events.
  public var sync: ResourceState<OutboxDrainReport, AppError> = .idle
  /// The last EPCIS export.
  public var export: ResourceState<EPCISDocument, AppError> = .idle

  /// Creates the initial state for `id`.
  public init(id: DPPProductID) {
    self.id = id
  }

  /// The product shown.
  public var productID: DPPProductID? { id }
}
