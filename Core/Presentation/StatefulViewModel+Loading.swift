// MARK: - Loading ResourceState properties

extension StatefulViewModel {
  /// Loads a value into a ``ResourceState`` property of the state.
  ///
  /// The property moves to `.loading(previous:)` at once, then to `.success(value, origin:)` or
  /// `.failed(AppError, previous:)`; any error is mapped with `AppError(_:)`. A newer load for
  /// the same `key` cancels this one, and a cancelled load writes nothing at all.
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
  /// previous:)` unless the load was cancelled, in which case nothing more is written.
  @discardableResult
  public final func load<Value: Sendable, Updates: AsyncSequence & Sendable>(
    _ property: any WritableKeyPath<State, ResourceState<Value, AppError>> & Sendable,
    key: some Hashable & Sendable,
    updates: @escaping @Sendable () -> Updates
  ) -> Task<Void, Never> where Updates.Element == ResourceState<Value, AppError> {
    update { $0[keyPath: property] = $0[keyPath: property].reloading }
    return tasks.run(key) { [weak self] in
      do {
        for try await next in updates() {
          guard let self, !Task.isCancelled else { return }
          self.update { $0[keyPath: property] = next }
        }
      } catch {
        self?.fail(property, with: error)
      }
    }
  }

  private func run<Value: Sendable>(
    _ property: any WritableKeyPath<State, ResourceState<Value, AppError>> & Sendable,
    key: some Hashable & Sendable,
    operation: @escaping @Sendable () async throws -> Value,
    success: @escaping @Sendable (Value) -> ResourceState<Value, AppError>
  ) -> Task<Void, Never> {
    update { $0[keyPath: property] = $0[keyPath: property].reloading }
    return tasks.run(key) { [weak self] in
      do {
        let value = try await operation()
        guard let self, !Task.isCancelled else { return }
        self.update { $0[keyPath: property] = success(value) }
      } catch {
        self?.fail(property, with: error)
      }
    }
  }

  /// Writes a failure unless the task was cancelled or the error is a cancellation.
  func fail<Value>(
    _ property: WritableKeyPath<State, ResourceState<Value, AppError>>,
    with error: any Error
  ) {
    let appError = AppError(error)
    guard !Task.isCancelled, appError != .cancelled else { return }
    update { $0[keyPath: property] = $0[keyPath: property].failing(with: appError) }
  }
}
