import SharedCore

/// What the pay screen shows.
public struct WalletPayState: Sendable, Equatable {
  /// The amount as typed.
  public var amountText = ""
  /// The plan for the amount: the paying token and the change shown before confirming; a
  /// validation failure names the `amount` field (not a number, too precise, not positive, or no
  /// token covers it).
  public var plan: ResourceState<WalletPaymentPlan, AppError> = .idle
  /// The recorded payment: a pending operation sent by the next sync; its `change` comes back as a
  /// new token once the backend divides the paying token.
  public var payment: ResourceState<WalletOperation, AppError> = .idle

  /// Creates the initial state.
  public init() {}

  /// Whether the pay button is enabled: a plan is ready and no payment is being recorded.
  public var canConfirm: Bool { plan.isSuccess && !payment.isLoading }
}
