/// What an answer proves about a write sent to a server under an idempotency key.
///
/// Only an answer that says what the server did moves a write out of pending. Everything else is
/// ``unknown(_:)``: the write stays pending under the **same** idempotency key, is never shown as a
/// failure, and is never sent again under a new key (which could apply it twice). Build one with
/// ``init(failure:refusal:)`` so every feature sorts failures by the one table in
/// ``RemoteUncertainty``.
///
/// ```swift
/// let outcome: RemoteOutcome<Receipt, String>
/// do {
///   outcome = .done(try await api.redeem(coupon, idempotencyKey: key))
/// } catch {
///   outcome = RemoteOutcome(failure: error) { refused in refused.userMessage }
/// }
/// switch outcome {
/// case .done(let receipt): show(receipt)
/// case .refused(let reason): showRefusal(reason)  // the server will not do it: fix or discard
/// case .unknown(let uncertainty): showPending(uncertainty)  // keep the key, check again later
/// }
/// ```
public enum RemoteOutcome<Value: Sendable, Refusal: Sendable>: Sendable {
  /// The server did it; its answer.
  case done(Value)
  /// The server answered that it did not do it and will not: the user fixes or discards the write.
  case refused(Refusal)
  /// Nothing proves what happened (or the server said to come back later): keep the write pending
  /// under the same idempotency key.
  case unknown(RemoteUncertainty)

  /// Sorts a failed write by ``RemoteUncertainty/init(failure:)``: a definite refusal becomes
  /// ``refused(_:)`` through `refusal`, anything else ``unknown(_:)``.
  /// - Parameters:
  ///   - failure: What the request failed with (any error; see `AppError.init(_:)`).
  ///   - refusal: Describes a definite refusal in the caller's terms.
  public init(failure: any Error, refusal: (AppError) -> Refusal) {
    let error = AppError(failure)
    if let uncertainty = RemoteUncertainty(failure: error) {
      self = .unknown(uncertainty)
    } else {
      self = .refused(refusal(error))
    }
  }

  /// The server's answer when the write is done.
  public var value: Value? {
    if case .done(let value) = self { value } else { nil }
  }

  /// Why the write was refused, when it was.
  public var refusal: Refusal? {
    if case .refused(let refusal) = self { refusal } else { nil }
  }

  /// Why the outcome is not known, when it is not.
  public var uncertainty: RemoteUncertainty? {
    if case .unknown(let uncertainty) = self { uncertainty } else { nil }
  }

  /// Whether the write must stay pending under its idempotency key.
  public var isPending: Bool { uncertainty != nil }

  /// The outcome with the server's answer transformed.
  public func map<NewValue: Sendable>(_ transform: (Value) throws -> NewValue) rethrows
    -> RemoteOutcome<NewValue, Refusal>
  {
    switch self {
    case .done(let value): .done(try transform(value))
    case .refused(let refusal): .refused(refusal)
    case .unknown(let uncertainty): .unknown(uncertainty)
    }
  }
}

extension RemoteOutcome: Equatable where Value: Equatable, Refusal: Equatable {}
extension RemoteOutcome: Hashable where Value: Hashable, Refusal: Hashable {}
