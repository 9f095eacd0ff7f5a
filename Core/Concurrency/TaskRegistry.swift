/// A keyed bag of tasks: starting a task for a key cancels the one already running for it.
///
/// View models own one. It is deliberately not actor-isolated, so a `@MainActor` class can
/// call ``cancelAll()`` from its nonisolated `deinit` and no task outlives its owner.
/// A finished task removes itself only if it is still the registered task for its key.
public final class TaskRegistry: Sendable {
  private struct Entry {
    var token: Int
    var task: Task<Void, Never>
  }

  private struct Registry {
    var nextToken = 0
    var entries: [AnyHashable: Entry] = [:]
    var isClosed = false
  }

  private let registry = LockedValue(Registry())

  /// Creates an empty registry.
  public init() {}

  /// How many tasks are registered and not yet finished.
  public var count: Int {
    registry.withLock { $0.entries.count }
  }

  /// Whether ``cancelAll()`` has been called; a closed registry cancels new tasks immediately.
  public var isClosed: Bool {
    registry.withLock { $0.isClosed }
  }

  /// Starts `operation` as the task for `key`, cancelling the previous task for that key.
  ///
  /// - Parameters:
  ///   - key: Identifies the resource being loaded (`"products"`, a key path, an id).
  ///   - operation: The work. It runs on the main actor; it should check for cancellation
  ///     after each suspension point and write nothing once cancelled.
  /// - Returns: The started task, for callers (usually tests) that want to await it.
  @MainActor
  @discardableResult
  public func run(
    _ key: some Hashable & Sendable,
    operation: @escaping @MainActor @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let key = AnyHashable(key)
    let token = registry.withLock { state -> Int in
      defer { state.nextToken += 1 }
      return state.nextToken
    }
    let task = Task { @MainActor [weak self] in
      await operation()
      self?.remove(key, token: token)
    }
    let previous: Task<Void, Never>? = registry.withLock { state in
      guard !state.isClosed else { return nil }
      defer { state.entries[key] = Entry(token: token, task: task) }
      return state.entries[key]?.task
    }
    previous?.cancel()
    if isClosed { task.cancel() }
    return task
  }

  /// Cancels the task registered for `key`, if any.
  public func cancel(_ key: some Hashable & Sendable) {
    let entry = registry.withLock { $0.entries.removeValue(forKey: AnyHashable(key)) }
    entry?.task.cancel()
  }

  /// Cancels every task and closes the registry: tasks started later are cancelled at once.
  public func cancelAll() {
    let entries = registry.withLock { state in
      state.isClosed = true
      defer { state.entries = [:] }
      return Array(state.entries.values)
    }
    for entry in entries { entry.task.cancel() }
  }

  private func remove(_ key: AnyHashable, token: Int) {
    registry.withLock { state in
      if state.entries[key]?.token == token { state.entries[key] = nil }
    }
  }
}
