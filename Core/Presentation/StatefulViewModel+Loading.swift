// MARK: - Loading ResourceState properties

extension StatefulViewModel {
  /// Loads a value into a ``ResourceState`` property of the state.
  ///
  /// The property moves to `.loading(previous:)` at once, then to `.success(value, origin:)` or
  /// `.failed(AppError, previous:)`; any error is mapped with `AppError(_:)`. A newer load for
  /// the same `key` cancels this one, which then writes nothing. A load cancelled otherwise
  /// (``TaskRegistry/cancel(_:)``, an operation throwing `AppError.cancelled`) returns the
  /// property to the state it had before loading began.
  /// - Parameters:
  ///   - property: The state property to drive.
  ///   - key: Identifies the load; a newer load with an equal key cancels this one.
  ///   - origin: Where the value comes from, recorded in `.success`.
  ///   - operation: The work; it runs off the main actor.
  /// - Returns: The task, for callers that want to await completion.
  @discardableResult
  public final func load<Value: Sendable>(
    _ property: any WritableKeyPath<State, ResourceState<Value, AppError>> & Sendable,
    key: some Hashable & Sendable,
    origin: DataOrigin = .network,
    operation: @escaping @Sendable () async throws -> Value
  ) -> Task<Void, Never> {
    run(property, key: key, operation: operation) { .success($0, origin: origin) }
  }

  /// Loads a collection into a ``ResourceState`` property: an empty result becomes `.empty`.
  ///
  /// Otherwise identical to the single-value ``load(_:key:origin:operation:)``.
  @discardableResult
  public final func load<Value: Collection & Sendable>(
    _ property: any WritableKeyPath<State, ResourceState<Value, AppError>> & Sendable,
    key: some Hashable & Sendable,
    origin: DataOrigin = .network,
    operation: @escaping @Sendable () async throws -> Value
  ) -> Task<Void, Never> {
    run(property, key: key, operation: operation) { ResourceState(collection: $0, origin: origin) }
  }

  /// Drives a ``ResourceState`` property from a stream of states, such as cache-then-network.
  ///
  /// The property moves to `.loading(previous:)`, then takes each state the sequence emits
  /// (a cached success, then the network's). A thrown error becomes `.failed(AppError,
  /// previous:)`. A cancelled load writes nothing more, except that a property still
  /// `.loading` returns to its state before loading began (unless a newer load replaced it).
  @discardableResult
  public final func load<Value: Sendable, Updates: AsyncSequence & Sendable>(
    _ property: any WritableKeyPath<State, ResourceState<Value, AppError>> & Sendable,
    key: some Hashable & Sendable,
    updates: @escaping @Sendable () -> Updates
  ) -> Task<Void, Never> where Updates.Element == ResourceState<Value, AppError> {
    let load = beginLoading(property, key: key)
    return tasks.run(key) { [weak self] in
      do {
        for try await next in updates() {
          guard let self, !Task.isCancelled else {
            self?.finish(load, property, cancelled: true)
            return
          }
          self.update { $0[keyPath: property] = next }
        }
        self?.finish(load, property, cancelled: Task.isCancelled)
      } catch {
        self?.fail(load, property, with: error)
      }
    }
  }

  private func run<Value: Sendable>(
    _ property: any WritableKeyPath<State, ResourceState<Value, AppError>> & Sendable,
    key: some Hashable & Sendable,
    operation: @escaping @Sendable () async throws -> Value,
    success: @escaping @Sendable (Value) -> ResourceState<Value, AppError>
  ) -> Task<Void, Never> {
    let load = beginLoading(property, key: key)
    return tasks.run(key) { [weak self] in
      do {
        let value = try await operation()
        guard let self, !Task.isCancelled else {
          self?.finish(load, property, cancelled: true)
          return
        }
        self.update { $0[keyPath: property] = success(value) }
        self.finish(load, property, cancelled: false)
      } catch {
        self?.fail(load, property, with: error)
      }
    }
  }

  /// Moves the property to `.loading` and records this load as the latest for `key`, with the
  /// state to restore if it is cancelled: the state before the first of any loads still running
  /// for `key` (a superseded load's `.loading` is not a state to return to).
  func beginLoading<Value>(
    _ property: WritableKeyPath<State, ResourceState<Value, AppError>>,
    key: some Hashable & Sendable
  ) -> LatestLoad {
    let key = AnyHashable(key)
    let restoring = latestLoads[key]?.restoring ?? state[keyPath: property]
    let load = LatestLoad(key: key, restoring: restoring)
    latestLoads[key] = load
    update { $0[keyPath: property] = $0[keyPath: property].reloading }
    return load
  }

  /// Ends `load`. If it was cancelled, is still the latest for its key and left the property
  /// `.loading`, the property returns to its state before loading began.
  func finish<Value>(
    _ load: LatestLoad,
    _ property: WritableKeyPath<State, ResourceState<Value, AppError>>,
    cancelled: Bool
  ) {
    guard latestLoads[load.key]?.id == load.id else { return }
    latestLoads[load.key] = nil
    guard cancelled, state[keyPath: property].isLoading,
      let restoring = load.restoring as? ResourceState<Value, AppError>
    else { return }
    update { $0[keyPath: property] = restoring }
  }

  /// Writes a failure, or ends the load as cancelled if the task was cancelled or the error is
  /// a cancellation.
  func fail<Value>(
    _ load: LatestLoad,
    _ property: WritableKeyPath<State, ResourceState<Value, AppError>>,
    with error: any Error
  ) {
    let appError = AppError(error)
    guard !Task.isCancelled, appError != .cancelled else {
      finish(load, property, cancelled: true)
      return
    }
    update { $0[keyPath: property] = $0[keyPath: property].failing(with: appError) }
    finish(load, property, cancelled: false)
  }
}
