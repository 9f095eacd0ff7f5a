/// One feature's way to deliver its outbox, registered under the feature's name so an
/// ``OutboxDrainer`` finds it:
///
/// ```swift
/// builder.register(OutboxDrain.self, name: "dpp.events", lifetime: .singleton) { r in
///   let queue: any PendingEventQueue = try r.resolve()
///   return OutboxDrain { try await queue.sync() }
/// }
/// ```
public struct OutboxDrain: Sendable {
  private let body: @Sendable () async throws -> OutboxDrainReport

  /// Wraps `body`, usually an ``OutboxProcessor/drain()``.
  public init(_ body: @escaping @Sendable () async throws -> OutboxDrainReport) {
    self.body = body
  }

  /// Delivers what is due.
  public func callAsFunction() async throws -> OutboxDrainReport {
    try await body()
  }
}
