import SharedCore

/// What happened in the wallet, posted on the app's `EventBus` so other parts of an app (a badge,
/// a notification, an analytics sink) can react without depending on the wallet screens.
///
/// The receive and pay screens' view models post one event after each change they make, followed
/// by ``balanceChanged(_:)``; ``WalletSyncService`` posts the sync's progress, each operation the
/// backend settles, the sync's end and the balance after it. With no bus, nothing is posted.
/// Amounts are exact `Money`. Subscribe by type, or by ``WalletEvent/name`` (`"wallet.event"`) for
/// callers that subscribe by name:
///
/// ```swift
/// for await event in bus.events(of: WalletEvent.self) {
///   if case .balanceChanged(let balance) = event { badge.text = "\(balance.available)" }
/// }
/// ```
public enum WalletEvent: BusEvent, Sendable, Hashable {
  /// A scanned token was verified and recorded on the device, without a network.
  case tokenAccepted(tokenId: String, amount: Money)
  /// A scanned token was refused, with the reason.
  case tokenRefused(reason: WalletTokenRefusal)
  /// A payment was recorded as a pending operation; `change` is what comes back when the payment
  /// is smaller than its token (a division), `nil` when the token is spent whole.
  case paymentRecorded(operationId: String, amount: Money, change: Money?)
  /// The backend accepted a whole-token payment.
  case paymentConfirmed(operationId: String, amount: Money)
  /// The backend divided a token for a payment and accepted the payment; the change token (if the
  /// backend returned one) is now available on the device.
  case divisionConfirmed(operationId: String, changeTokenId: String?, change: Money)
  /// The backend rejected an operation, with its code and reason; its token is released (or voided
  /// when the backend says it was spent elsewhere).
  case operationRejected(operationId: String, reason: String)
  /// A sync could not settle an operation: it stays pending with its token reserved, and `reason`
  /// (also its ``WalletOperation/reason``) says why — an answer that proves nothing, a refusal
  /// without a verdict, or an answer that could not be recorded. The next sync asks again under the
  /// same id.
  case operationKeptPending(operationId: String, reason: String)
  /// A sync fetched a key database the device refused (an older version than the installed one, a
  /// signature that does not verify): the installed one stays.
  case keyDatabaseRefused(WalletKeyDatabaseError)
  /// A sync answered `synced` of its `total` pending operations so far.
  case syncProgressed(synced: Int, total: Int)
  /// A sync ran to its end: `accepted` and `rejected` operations got a definite answer (the others
  /// stay pending for the next sync).
  case syncFinished(accepted: Int, rejected: Int)
  /// The balance derived from the stored tokens and operations after a change.
  case balanceChanged(WalletDerivedBalance)

  /// `"wallet.event"`.
  public static let name = "wallet.event"
}
