/// The state of one loadable thing: idle, loading, loaded (or empty) or failed.
///
/// Beyond the Kotlin original (`Loading / Success / Failed / Empty`) it follows Store5:
/// a refresh keeps the last good value so a screen can show stale data while loading, a
/// failure may carry that value too, and success records whether the value came from the
/// cache or the network.
///
/// ```swift
/// var products: ResourceState<[Product], AppError> = .idle
/// products = .loading(previous: products.value)
/// products = ResourceState(collection: fetched, origin: .network)  // `.empty` if none
/// ```
public enum ResourceState<Value, Failure: Error> {
  /// Nothing has been requested yet.
  case idle
  /// A load is in flight; `previous` is the last good value, if any.
  case loading(previous: Value?)
  /// The load finished with a value.
  case success(Value, origin: DataOrigin)
  /// The load finished and there was nothing to show (an empty list, a 204, a missing record).
  case empty
  /// The load failed; `previous` is the last good value, if any.
  case failed(Failure, previous: Value?)
}

extension ResourceState {
  /// A loading state with no previous value.
  public static var loading: Self { .loading(previous: nil) }

  /// A success whose origin is the network, the common case.
  public static func success(_ value: Value) -> Self { .success(value, origin: .network) }

  /// The freshest value available: the success value, or the one carried by loading/failed.
  public var value: Value? {
    switch self {
    case .success(let value, _): value
    case .loading(let previous), .failed(_, let previous): previous
    case .idle, .empty: nil
    }
  }

  /// The failure, when the state is `.failed`.
  public var error: Failure? {
    if case .failed(let error, _) = self { return error }
    return nil
  }

  /// Whether a load is in flight.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// Whether the state is `.success`.
  public var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }

  /// Whether the state is `.empty`.
  public var isEmpty: Bool {
    if case .empty = self { return true }
    return false
  }

  /// Where the current success value came from; `nil` unless the state is `.success`.
  public var origin: DataOrigin? {
    if case .success(_, let origin) = self { return origin }
    return nil
  }

  /// Transforms the value (current or previous), keeping the state and its failure.
  public func map<NewValue, TransformError: Error>(
    _ transform: (Value) throws(TransformError) -> NewValue
  ) throws(TransformError) -> ResourceState<NewValue, Failure> {
    switch self {
    case .idle: return .idle
    case .empty: return .empty
    case .loading(let previous): return .loading(previous: try previous.map(transform))
    case .success(let value, let origin): return .success(try transform(value), origin: origin)
    case .failed(let error, let previous): return .failed(error, previous: try previous.map(transform))
    }
  }

  /// Transforms the failure, keeping the value.
  public func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure)
    -> ResourceState<Value, NewFailure>
  {
    switch self {
    case .idle: .idle
    case .empty: .empty
    case .loading(let previous): .loading(previous: previous)
    case .success(let value, let origin): .success(value, origin: origin)
    case .failed(let error, let previous): .failed(transform(error), previous: previous)
    }
  }

  /// The state a new load should enter: loading, keeping the freshest value.
  public var reloading: Self { .loading(previous: value) }

  /// The state after a failed load: failed, keeping the freshest value.
  public func failing(with error: Failure) -> Self { .failed(error, previous: value) }
}

extension ResourceState where Value: Collection {
  /// `.empty` for an empty collection, `.success` otherwise.
  public init(collection: Value, origin: DataOrigin = .network) {
    self = collection.isEmpty ? .empty : .success(collection, origin: origin)
  }
}

extension ResourceState: Sendable where Value: Sendable, Failure: Sendable {}
extension ResourceState: Equatable where Value: Equatable, Failure: Equatable {}
extension ResourceState: Hashable where Value: Hashable, Failure: Hashable {}
