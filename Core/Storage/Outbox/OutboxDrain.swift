/// One feature's way to deliver its outbox, registered under the feature's name so an
/// ``OutboxDrainer`` finds it:
///
/// ```swift
/// builder.register(OutboxDrain.self, name: "dpp.events", lifetime: .singleton) { r in
///   let queue: any PendingEventQueue = try r.resolve()
///   return OutboxDrain { ignoringBackoff in try await queue.sync(ignoringBackoff: ignoringBackoff) }
/// }
/// ```
public struct OutboxDrain: Sendable {
  /// Delivers pending items; `ignoringBackoff` asks to attempt items still backing off too.
  public typealias Body = @Sendable (_ ignoringBackoff: Bool) async throws -> OutboxDrainReport

  private let body: Body

  /// Wraps `body`, usually an ``OutboxProcessor/drain(ignoringBackoff:)``.
  public init(_ body: @escaping Body) {
    self.body = body
  }

  /// Delivers what is due (or everything pending, when `ignoringBackoff`).
  public func callAsFunction(ignoringBackoff: Bool = false) async throws -> OutboxDrainReport {
    try await body(ignoringBackoff)
  }
}
