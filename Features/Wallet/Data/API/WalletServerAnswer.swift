import Foundation

/// A decoded answer of the wallet backend and the time the backend said it was (its HTTP `Date`).
struct WalletServerAnswer<Value: Sendable>: Sendable {
  /// The decoded body.
  let value: Value
  /// The answer's `Date` header, when it carried a valid one.
  let serverTime: Date?
}
